import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/pduR — its own chunk; the module's special screens, if any, are mounted here. */
export default function PduRPage() {
  return <ModulePageFrame pageKey="pduR" />;
}
