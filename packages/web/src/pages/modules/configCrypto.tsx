import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/configCrypto — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigCryptoPage() {
  return <ModulePageEditor pageKey="configCrypto" />;
}
