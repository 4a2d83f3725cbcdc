import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/com — its own chunk; the module's special screens, if any, are mounted here. */
export default function ComPage() {
  return <ModulePageFrame pageKey="com" />;
}
