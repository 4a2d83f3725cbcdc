import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/linNm — its own chunk; the module's special screens, if any, are mounted here. */
export default function LinNmPage() {
  return <ModulePageFrame pageKey="linNm" />;
}
