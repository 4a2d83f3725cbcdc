import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '计数器 {counter} 的最小周期 {minCycle} 大于最大允许值 {max}',
  en_us: 'Counter {counter} has OsCounterMinCycle {minCycle} above OsCounterMaxAllowedValue {max}',
};

/** A counter's minimum cycle is within its range. */
export const OS0033: OsCheck = {
  code: 'OS0033',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '计数器最小周期不大于最大允许值',
    en_us: 'A counter’s minimum cycle is at most its maximum allowed value',
  },
  rationale:
    'Cycles and relative values of alarms on the counter lie between MINCYCLE and MAXALLOWEDVALUE; with MINCYCLE above the maximum no cyclic alarm is possible.',
  source: 'OSEK OS 2.2.3 §13.6.1 (AlarmBaseType); AUTOSAR ECUC_Os_00037/00038',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const counter of os.counters) {
      const max = ctx.integer(counter, 'OsCounterMaxAllowedValue');
      const minCycle = ctx.integer(counter, 'OsCounterMinCycle');
      if (max === undefined || minCycle === undefined || minCycle <= max) continue;
      rows.push(
        ctx.report(
          counter,
          MESSAGE,
          { counter: counter.shortName, minCycle: String(minCycle), max: String(max) },
          'OsCounterMinCycle',
        ),
      );
    }
    return rows;
  },
};
