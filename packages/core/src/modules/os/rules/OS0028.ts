import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import { asWarning, type OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: 'OS 应用 {application} 至少需要一个任务或二类中断',
  en_us: 'OS application {application} needs at least one task or CATEGORY_2 ISR',
};
const WITHOUT_PROTECTION = {
  zh_cn:
    'OS 应用 {application} 没有任务或二类中断（警告：可扩展性等级 {class} 没有服务保护，此处应用只是对象的分组；在 SC3/SC4 中为错误）',
  en_us:
    'OS application {application} has no task or CATEGORY_2 ISR (a warning: scalability class {class} has no service protection, so here an application only groups objects; an error in SC3/SC4)',
};

/**
 * OS445: an application has at least one task or category 2 ISR. An error in SC3 and SC4, where an
 * application is a protection domain; below SC3 (no service protection) an application only groups
 * objects, e.g. the counter of a core in a multicore OS, and the finding is a warning.
 */
export const OS0028: OsCheck = {
  code: 'OS0028',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: 'OS 应用至少有一个任务或二类中断（SC1/SC2 中为警告）',
    en_us: 'An OS application has at least one task or CATEGORY_2 ISR (a warning in SC1/SC2)',
  },
  rationale:
    'Code of an application runs only in its tasks and category 2 ISRs; with service protection (SC3/SC4) an application without them can never execute, start or be restarted. Below SC3 nothing is protected and an application may just place objects (a counter, alarms) on a core, so the finding is a warning there.',
  source: 'AUTOSAR OS445; goil "OS445 - An application should have at least one Task OR ISR2"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const application of os.applications) {
      const hasTask = os.targets(application, 'OsAppTaskRef').length > 0;
      const hasIsr2 = os
        .targets(application, 'OsAppIsrRef')
        .some((isr) => ctx.text(isr, 'OsIsrCategory') === 'CATEGORY_2');
      if (hasTask || hasIsr2) continue;
      const params = { application: application.shortName, class: os.scalabilityClass };
      rows.push(
        os.hasServiceProtection
          ? ctx.report(application, MESSAGE, params, 'OsAppTaskRef')
          : asWarning(ctx.report(application, WITHOUT_PROTECTION, params, 'OsAppTaskRef')),
      );
    }
    return rows;
  },
};
