import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/configMemory — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigMemoryPage() {
  return <ModulePageFrame pageKey="configMemory" />;
}
