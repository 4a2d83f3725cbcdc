import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/tm — its own chunk; the module's special screens, if any, are mounted here. */
export default function TmPage() {
  return <ModulePageEditor pageKey="tm" />;
}
