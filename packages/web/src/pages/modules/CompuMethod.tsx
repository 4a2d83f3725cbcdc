import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/CompuMethod — its own chunk; the module's special screens, if any, are mounted here. */
export default function CompuMethodPage() {
  return <ModulePageFrame pageKey="CompuMethod" />;
}
