import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/xcp — its own chunk; the module's special screens, if any, are mounted here. */
export default function XcpPage() {
  return <ModulePageFrame pageKey="xcp" />;
}
