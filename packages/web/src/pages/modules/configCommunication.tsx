import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/configCommunication — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigCommunicationPage() {
  return <ModulePageEditor pageKey="configCommunication" />;
}
