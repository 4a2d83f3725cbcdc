import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/Infrastructure — its own chunk; the module's special screens, if any, are mounted here. */
export default function InfrastructurePage() {
  return <ModulePageEditor pageKey="Infrastructure" />;
}
