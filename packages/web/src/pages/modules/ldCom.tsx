import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/ldCom — its own chunk; the module's special screens, if any, are mounted here. */
export default function LdComPage() {
  return <ModulePageEditor pageKey="ldCom" />;
}
