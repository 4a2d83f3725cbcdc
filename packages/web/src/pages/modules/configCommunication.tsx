import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/configCommunication — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigCommunicationPage() {
  return <ModulePageFrame pageKey="configCommunication" />;
}
