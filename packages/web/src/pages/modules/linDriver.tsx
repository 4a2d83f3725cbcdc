import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/linDriver — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinDriverPage() {
  return <ModulePageEditor pageKey="linDriver" />;
}
