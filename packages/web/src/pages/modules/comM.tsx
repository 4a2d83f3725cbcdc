import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/comM — its own chunk; the module's special screens, if any, are mounted here. */
export default function ComMPage() {
  return <ModulePageFrame pageKey="comM" />;
}
