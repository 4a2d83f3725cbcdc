import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/configCrypto — its own chunk; the module's special screens, if any, are mounted here. */
export default function ConfigCryptoPage() {
  return <ModulePageFrame pageKey="configCrypto" />;
}
