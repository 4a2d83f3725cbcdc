import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/canSM — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanSMPage() {
  return <ModulePageEditor pageKey="canSM" />;
}
