import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/bswM — its own chunk; the module's special screens, if any, are mounted here. */
export default function BswMPage() {
  return <ModulePageFrame pageKey="bswM" />;
}
