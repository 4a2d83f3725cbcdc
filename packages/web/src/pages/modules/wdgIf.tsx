import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/wdgIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function WdgIfPage() {
  return <ModulePageEditor pageKey="wdgIf" />;
}
