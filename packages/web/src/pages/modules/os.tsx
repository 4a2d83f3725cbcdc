import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleByPageUrl, pageTitleMessageKey, routeGroupMessageKey } from '@ecuc/core/catalogue';
import { ModuleEditor } from '../../editor/ModuleEditor.js';
import { modulePageRoute } from '../../routing/pageTable.js';
import { PageFrame } from '../main/PageFrame.js';
import { OilFilesBar } from '../os/OilFilesBar.js';
import { OsCheckHelp } from '../os/OsCheckHelp.js';
import { ScheduleTimeline } from '../os/ScheduleTimeline.js';
import '../os/os.css';

/**
 * /main/os — its own chunk: the OIL toolbar (upload, apply, download, check help), the schedule-table
 * timeline and the generic editor of the Os module; all three follow the cached project snapshot.
 */
export default function OsPage() {
  const { t } = useTranslation();
  const [helpOpen, setHelpOpen] = useState(false);
  const module = moduleByPageUrl('os');
  const titleKey = module ? pageTitleMessageKey(module) : undefined;
  const title = titleKey ? t(titleKey) : 'Os';
  const group = modulePageRoute('os')?.group ?? module?.routeGroup;
  return (
    <PageFrame title={title} trail={[...(group ? [t(routeGroupMessageKey(group))] : []), title]}>
      <div className="os-page">
        <OilFilesBar onHelp={() => setHelpOpen(true)} />
        <ScheduleTimeline />
        <ModuleEditor moduleName="Os" />
      </div>
      <OsCheckHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </PageFrame>
  );
}
