import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/canIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanIfPage() {
  return <ModulePageFrame pageKey="canIf" />;
}
