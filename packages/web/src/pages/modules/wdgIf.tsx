import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/wdgIf — its own chunk; the module's special screens, if any, are mounted here. */
export default function WdgIfPage() {
  return <ModulePageFrame pageKey="wdgIf" />;
}
