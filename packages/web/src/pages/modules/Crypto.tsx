import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/Crypto — its own chunk; the module's special screens, if any, are mounted here. */
export default function CryptoPage() {
  return <ModulePageFrame pageKey="Crypto" />;
}
