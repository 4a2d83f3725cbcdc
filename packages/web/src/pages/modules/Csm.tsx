import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/Csm — its own chunk; the module's special screens, if any, are mounted here. */
export default function CsmPage() {
  return <ModulePageEditor pageKey="Csm" />;
}
