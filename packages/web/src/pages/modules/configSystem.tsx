import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/configSystem — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigSystemPage() {
  return <ModulePageEditor pageKey="configSystem" />;
}
