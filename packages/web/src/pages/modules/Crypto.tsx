import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/Crypto — its own chunk; the module's special screens, if any, are mounted here. */
export default function CryptoPage() {
  return <ModulePageEditor pageKey="Crypto" />;
}
