import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/Generation — its own chunk; the module's special screens, if any, are mounted here. */
export default function GenerationPage() {
  return <ModulePageEditor pageKey="Generation" />;
}
