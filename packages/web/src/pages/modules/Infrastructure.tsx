import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/Infrastructure — its own chunk; the module's special screens, if any, are mounted here. */
export default function InfrastructurePage() {
  return <ModulePageFrame pageKey="Infrastructure" />;
}
