import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/xcp — its own chunk; the module's special screens, if any, are mounted here. */
export default function XcpPage() {
  return <ModulePageEditor pageKey="xcp" />;
}
