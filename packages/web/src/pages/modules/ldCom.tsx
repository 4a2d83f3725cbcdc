import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/ldCom — its own chunk; the module's special screens, if any, are mounted here. */
export default function LdComPage() {
  return <ModulePageFrame pageKey="ldCom" />;
}
