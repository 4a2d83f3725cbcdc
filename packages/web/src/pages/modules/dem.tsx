import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/dem — its own chunk; the module's special screens, if any, are mounted here. */
export default function DemPage() {
  return <ModulePageEditor pageKey="dem" />;
}
