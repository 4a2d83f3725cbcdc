import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/dcm — its own chunk; the module's special screens, if any, are mounted here. */
export default function DcmPage() {
  return <ModulePageFrame pageKey="dcm" />;
}
