import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/pduR — its own chunk; the module's special screens, if any, are mounted here. */
export default function PduRPage() {
  return <ModulePageEditor pageKey="pduR" />;
}
