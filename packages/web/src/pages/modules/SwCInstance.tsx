import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/SwCInstance — its own chunk; the module's special screens, if any, are mounted here. */
export default function SwCInstancePage() {
  return <ModulePageFrame pageKey="SwCInstance" />;
}
