import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/NvM — its own chunk; the module's special screens, if any, are mounted here. */
export default function NvMPage() {
  return <ModulePageEditor pageKey="NvM" />;
}
