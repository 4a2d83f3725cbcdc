import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/linIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinIfPage() {
  return <ModulePageFrame pageKey="linIf" />;
}
