import { ModulePageFrame } from '../main/ModulePageFrame.js';

/** /main/wdg — its own chunk; the module's special screens, if any, are mounted here. */
export default function WdgPage() {
  return <ModulePageFrame pageKey="wdg" />;
}
