import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/configSwBase — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigSwBasePage() {
  return <ModulePageFrame pageKey="configSwBase" />;
}
