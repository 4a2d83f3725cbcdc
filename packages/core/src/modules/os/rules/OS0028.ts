import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: 'OS 应用 {application} 至少需要一个任务或二类中断',
  en_us: 'OS application {application} needs at least one task or CATEGORY_2 ISR',
};

/** OS445: an application has at least one task or category 2 ISR. */
export const OS0028: OsCheck = {
  code: 'OS0028',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: 'OS 应用至少有一个任务或二类中断',
    en_us: 'An OS application has at least one task or CATEGORY_2 ISR',
  },
  rationale:
    'Code of an application runs only in its tasks and category 2 ISRs; an application without them can never execute, start or be restarted.',
  source: 'AUTOSAR OS445; goil "OS445 - An application should have at least one Task OR ISR2"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const application of os.applications) {
      const hasTask = os.targets(application, 'OsAppTaskRef').length > 0;
      const hasIsr2 = os
        .targets(application, 'OsAppIsrRef')
        .some((isr) => ctx.text(isr, 'OsIsrCategory') === 'CATEGORY_2');
      if (!hasTask && !hasIsr2)
        rows.push(ctx.report(application, MESSAGE, { application: application.shortName }, 'OsAppTaskRef'));
    }
    return rows;
  },
};
