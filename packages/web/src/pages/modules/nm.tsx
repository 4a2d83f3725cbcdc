import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/nm — its own chunk; the module's special screens, if any, are mounted here. */
export default function NmPage() {
  return <ModulePageEditor pageKey="nm" />;
}
