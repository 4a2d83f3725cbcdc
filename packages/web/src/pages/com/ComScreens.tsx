import type { ModuleScreensProps } from '../../modules/screens.js';
import { BusDatabases } from './BusDatabases.js';
import { SignalLayout } from './SignalLayout.js';
import './com.css';

/**
 * The special screens of the Com page (a chunk of their own): the bus databases (DBC and system description
 * upload, BuName, import, frames, bus load), the signal layout of an I-PDU, then the generic editor of Com.
 */
export default function ComScreens({ editor, instanceId }: ModuleScreensProps) {
  return (
    <div className="com-page">
      <BusDatabases />
      <SignalLayout instanceId={instanceId} />
      {editor}
    </div>
  );
}
