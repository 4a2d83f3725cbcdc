import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/configComplex — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigComplexPage() {
  return <ModulePageEditor pageKey="configComplex" />;
}
