import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/ecuM — its own chunk; the module's special screens, if any, are mounted here. */
export default function EcuMPage() {
  return <ModulePageEditor pageKey="ecuM" />;
}
