import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/linIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinIfPage() {
  return <ModulePageEditor pageKey="linIf" />;
}
