import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/configSystem — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigSystemPage() {
  return <ModulePageFrame pageKey="configSystem" />;
}
