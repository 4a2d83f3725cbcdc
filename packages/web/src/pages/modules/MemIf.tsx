import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/MemIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function MemIfPage() {
  return <ModulePageFrame pageKey="MemIf" />;
}
