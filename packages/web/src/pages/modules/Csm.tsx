import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/Csm — its own chunk; the module's special screens, if any, are mounted here. */
export default function CsmPage() {
  return <ModulePageFrame pageKey="Csm" />;
}
