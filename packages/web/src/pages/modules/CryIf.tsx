import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/CryIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function CryIfPage() {
  return <ModulePageFrame pageKey="CryIf" />;
}
