import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/ipduM — its own chunk; the module's special screens, if any, are mounted here. */
export default function IpduMPage() {
  return <ModulePageFrame pageKey="ipduM" />;
}
