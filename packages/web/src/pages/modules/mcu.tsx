import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/mcu — its own chunk; the module's special screens, if any, are mounted here. */
export default function McuPage() {
  return <ModulePageEditor pageKey="mcu" />;
}
