import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/canTrcv — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanTrcvPage() {
  return <ModulePageFrame pageKey="canTrcv" />;
}
