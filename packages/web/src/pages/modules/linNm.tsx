import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/linNm — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinNmPage() {
  return <ModulePageEditor pageKey="linNm" />;
}
