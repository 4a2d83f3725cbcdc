import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/com — its own chunk; the module's special screens, if any, are mounted here. */
export default function ComPage() {
  return <ModulePageEditor pageKey="com" />;
}
