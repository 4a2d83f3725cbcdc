import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/canDriver — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanDriverPage() {
  return <ModulePageEditor pageKey="canDriver" />;
}
