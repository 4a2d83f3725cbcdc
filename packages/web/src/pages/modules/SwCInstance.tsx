import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/SwCInstance — its own chunk; the module's special screens, if any, are mounted here. */
export default function SwCInstancePage() {
  return <ModulePageEditor pageKey="SwCInstance" />;
}
