import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/canNm — its own chunk; the module's special screens, if any, are mounted here. */
export default function CanNmPage() {
  return <ModulePageFrame pageKey="canNm" />;
}
