import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/bswM — its own chunk; the module's special screens, if any, are mounted here. */
export default function BswMPage() {
  return <ModulePageEditor pageKey="bswM" />;
}
