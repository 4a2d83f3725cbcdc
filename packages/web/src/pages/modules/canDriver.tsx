import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/canDriver — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanDriverPage() {
  return <ModulePageFrame pageKey="canDriver" />;
}
