import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/linSM — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinSMPage() {
  return <ModulePageEditor pageKey="linSM" />;
}
