import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/canNm — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanNmPage() {
  return <ModulePageEditor pageKey="canNm" />;
}
