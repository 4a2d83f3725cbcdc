import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/configMemory — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigMemoryPage() {
  return <ModulePageEditor pageKey="configMemory" />;
}
