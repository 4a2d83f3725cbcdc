import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/ecuM — its own chunk; the module's special screens, if any, are mounted here. */
export default function EcuMPage() {
  return <ModulePageFrame pageKey="ecuM" />;
}
