import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/linTrcv — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinTrcvPage() {
  return <ModulePageEditor pageKey="linTrcv" />;
}
