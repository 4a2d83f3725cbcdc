import { useState } from 'react';
import type { ModuleScreensProps } from '../../modules/screens.js';
import { OilFilesBar } from './OilFilesBar.js';
import { OsCheckHelp } from './OsCheckHelp.js';
import { ScheduleTimeline } from './ScheduleTimeline.js';
import './os.css';

/**
 * The special screens of the Os page (a chunk of their own): the OIL toolbar (upload, apply, download,
 * check help) and the schedule-table timeline above the generic editor of Os; all three follow the cached
 * project snapshot.
 */
export default function OsScreens({ editor }: ModuleScreensProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <>
      <div className="os-page">
        <OilFilesBar onHelp={() => setHelpOpen(true)} />
        <ScheduleTimeline />
        {editor}
      </div>
      <OsCheckHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
