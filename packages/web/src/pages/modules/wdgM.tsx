import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/wdgM — its own chunk; the module's special screens, if any, are mounted here. */
export default function WdgMPage() {
  return <ModulePageEditor pageKey="wdgM" />;
}
