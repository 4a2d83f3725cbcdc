import { ModulePageEditor } from '../../editor/ModulePageEditor.js';

/** /main/ipduM — its own chunk; the module's special screens, if any, are mounted here. */
export default function IpduMPage() {
  return <ModulePageEditor pageKey="ipduM" />;
}
