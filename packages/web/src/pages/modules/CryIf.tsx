import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/CryIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function CryIfPage() {
  return <ModulePageEditor pageKey="CryIf" />;
}
