import type { ModuleScreensProps } from '../../modules/screens.js';
import { SignalLayout } from './SignalLayout.js';
import './com.css';

/**
 * The special screens of the Com page (a chunk of their own): the signal layout of an I-PDU above the
 * generic editor of Com; both follow the cached project snapshot.
 */
export default function ComScreens({ editor, instanceId }: ModuleScreensProps) {
  return (
    <div className="com-page">
      <SignalLayout instanceId={instanceId} />
      {editor}
    </div>
  );
}
