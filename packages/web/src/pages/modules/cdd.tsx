import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/cdd — its own chunk; the module's special screens, if any, are mounted here. */
export default function CddPage() {
  return <ModulePageEditor pageKey="cdd" />;
}
