import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/nm — its own chunk; the module's special screens, if any, are mounted here. */
export default function NmPage() {
  return <ModulePageFrame pageKey="nm" />;
}
