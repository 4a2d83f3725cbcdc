import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/SwComponts — its own chunk; the module's special screens, if any, are mounted here. */
export default function SwCompontsPage() {
  return <ModulePageFrame pageKey="SwComponts" />;
}
