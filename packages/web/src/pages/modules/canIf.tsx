import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/canIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanIfPage() {
  return <ModulePageEditor pageKey="canIf" />;
}
