import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW, RES_SCHEDULER } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '中断 {isr} 不能使用调度器资源 RES_SCHEDULER，它只供任务使用',
  en_us: 'ISR {isr} cannot use the scheduler resource RES_SCHEDULER; it is for tasks only',
};

/** RES_SCHEDULER locks the scheduler; only tasks take it. */
export const OS0018: OsCheck = {
  code: 'OS0018',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '调度器资源 RES_SCHEDULER 只能被任务使用',
    en_us: 'The scheduler resource RES_SCHEDULER is used by tasks only',
  },
  rationale:
    'RES_SCHEDULER makes the running task non-preemptable by other tasks; interrupts are not scheduled by the task scheduler, so an ISR taking it is meaningless and rejected.',
  source: 'OSEK OS 2.2.3 §8.7 (scheduler as a resource); spec §8',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const isr of os.isrs) {
      if (os.resourcesOf(isr).some((resource) => resource.shortName === RES_SCHEDULER))
        rows.push(ctx.report(isr, MESSAGE, { isr: isr.shortName }, 'OsIsrResourceRef'));
    }
    return rows;
  },
};
