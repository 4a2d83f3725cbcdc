import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/BswMInstance — its own chunk; the module's special screens, if any, are mounted here. */
export default function BswMInstancePage() {
  return <ModulePageEditor pageKey="BswMInstance" />;
}
