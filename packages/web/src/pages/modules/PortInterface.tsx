import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/PortInterface — its own chunk; the module's special screens, if any, are mounted here. */
export default function PortInterfacePage() {
  return <ModulePageFrame pageKey="PortInterface" />;
}
