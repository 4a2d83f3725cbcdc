import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: 'OS 应用 {application} 至少需要一个任务或二类中断',
  en_us: 'OS application {application} needs at least one task or CATEGORY_2 ISR',
};

/**
 * OS445 (goil): an application has at least one task or category 2 ISR, in every class. AUTOSAR
 * sets no such minimum (SWS_Os_00445 lists counters, alarms and schedule tables as application
 * content too) and gives a task-less application one job: in a multicore OS an object runs on its
 * application's core, so an application that holds a core's counters, alarms or schedule tables
 * places them there. That application passes.
 */
export const OS0028: OsCheck = {
  code: 'OS0028',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: 'OS 应用至少有一个任务或二类中断（多核 OS 中把计数器、报警器或调度表放到其核上的应用除外）',
    en_us:
      'An OS application has at least one task or CATEGORY_2 ISR (except, in a multicore OS, one that places counters, alarms or schedule tables on its core)',
  },
  rationale:
    'Code of an application runs in its tasks and category 2 ISRs; goil refuses an application without them (its OS445 check), in every class. AUTOSAR sets no such minimum: counters, alarms and schedule tables are application content too, and in a multicore OS an object runs on the core of its application (OsApplicationCoreRef), so an application holding only the counter, alarms or schedule tables of a core is how they get there. That application passes in every class.',
  source:
    'AUTOSAR SWS_Os_00445 (OS-Application content), OsApplicationCoreRef (multicore); goil "OS445 - An application should have at least one Task OR ISR2"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    const multicore = os.numberOfCores > 1n;
    for (const application of os.applications) {
      const hasTask = os.targets(application, 'OsAppTaskRef').length > 0;
      const hasIsr2 = os
        .targets(application, 'OsAppIsrRef')
        .some((isr) => ctx.text(isr, 'OsIsrCategory') === 'CATEGORY_2');
      if (hasTask || hasIsr2) continue;
      const placesOnCore =
        multicore &&
        ['OsAppCounterRef', 'OsAppAlarmRef', 'OsAppScheduleTableRef'].some(
          (reference) => os.targets(application, reference).length > 0,
        );
      if (placesOnCore) continue;
      rows.push(ctx.report(application, MESSAGE, { application: application.shortName }, 'OsAppTaskRef'));
    }
    return rows;
  },
};
