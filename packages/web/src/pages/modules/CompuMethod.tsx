import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/CompuMethod — its own chunk; the module's special screens, if any, are mounted here. */
export default function CompuMethodPage() {
  return <ModulePageEditor pageKey="CompuMethod" />;
}
