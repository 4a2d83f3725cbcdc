import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/canTrcv — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanTrcvPage() {
  return <ModulePageEditor pageKey="canTrcv" />;
}
