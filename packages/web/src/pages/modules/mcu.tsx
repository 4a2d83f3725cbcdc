import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/mcu — its own chunk; the module's special screens, if any, are mounted here. */
export default function McuPage() {
  return <ModulePageFrame pageKey="mcu" />;
}
