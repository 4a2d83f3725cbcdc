import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/DataType — its own chunk; the module's special screens, if any, are mounted here. */
export default function DataTypePage() {
  return <ModulePageEditor pageKey="DataType" />;
}
