import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/comM — its own chunk; the module's special screens, if any, are mounted here. */
export default function ComMPage() {
  return <ModulePageEditor pageKey="comM" />;
}
