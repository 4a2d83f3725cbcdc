import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/wdg — its own chunk; the module's special screens, if any, are mounted here. */
export default function WdgPage() {
  return <ModulePageEditor pageKey="wdg" />;
}
