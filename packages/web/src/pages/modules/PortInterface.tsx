import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/PortInterface — its own chunk; the module's special screens, if any, are mounted here. */
export default function PortInterfacePage() {
  return <ModulePageEditor pageKey="PortInterface" />;
}
