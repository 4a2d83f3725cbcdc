import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/tm — its own chunk; the module's special screens, if any, are mounted here. */
export default function TmPage() {
  return <ModulePageFrame pageKey="tm" />;
}
