import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/os — its own chunk; the module's special screens, if any, are mounted here. */
export default function OsPage() {
  return <ModulePageFrame pageKey="os" />;
}
