import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/linSM — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinSMPage() {
  return <ModulePageFrame pageKey="linSM" />;
}
