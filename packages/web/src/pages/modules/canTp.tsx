import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/canTp — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanTpPage() {
  return <ModulePageEditor pageKey="canTp" />;
}
