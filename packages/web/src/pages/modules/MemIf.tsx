import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/MemIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function MemIfPage() {
  return <ModulePageEditor pageKey="MemIf" />;
}
