import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/dcm — its own chunk; the module's special screens, if any, are mounted here. */
export default function DcmPage() {
  return <ModulePageEditor pageKey="dcm" />;
}
