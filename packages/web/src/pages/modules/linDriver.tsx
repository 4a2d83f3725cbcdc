import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/linDriver — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinDriverPage() {
  return <ModulePageFrame pageKey="linDriver" />;
}
