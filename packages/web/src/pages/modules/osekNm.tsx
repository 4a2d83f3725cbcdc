import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/osekNm — its own chunk; the module's special screens, if any, are mounted here. */
export default function OsekNmPage() {
  return <ModulePageEditor pageKey="osekNm" />;
}
