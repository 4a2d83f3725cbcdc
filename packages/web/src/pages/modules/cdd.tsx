import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/cdd — its own chunk; the module's special screens, if any, are mounted here. */
export default function CddPage() {
  return <ModulePageFrame pageKey="cdd" />;
}
