import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/dem — its own chunk; the module's special screens, if any, are mounted here. */
export default function DemPage() {
  return <ModulePageFrame pageKey="dem" />;
}
