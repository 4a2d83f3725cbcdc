import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/SwComponts — its own chunk; the module's special screens, if any, are mounted here. */
export default function SwCompontsPage() {
  return <ModulePageEditor pageKey="SwComponts" />;
}
