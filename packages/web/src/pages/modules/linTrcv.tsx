import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/linTrcv — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinTrcvPage() {
  return <ModulePageFrame pageKey="linTrcv" />;
}
