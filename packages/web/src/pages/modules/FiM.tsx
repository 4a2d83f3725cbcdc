import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/FiM — its own chunk; the module's special screens, if any, are mounted here. */
export default function FiMPage() {
  return <ModulePageEditor pageKey="FiM" />;
}
