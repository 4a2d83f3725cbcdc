import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/os — its own chunk; the module's special screens, if any, are mounted here. */
export default function OsPage() {
  return <ModulePageEditor pageKey="os" />;
}
