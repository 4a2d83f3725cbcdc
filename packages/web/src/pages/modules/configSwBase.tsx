import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/configSwBase — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigSwBasePage() {
  return <ModulePageEditor pageKey="configSwBase" />;
}
