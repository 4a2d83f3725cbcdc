import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const ZERO_REPEATING = {
  zh_cn: '循环调度表 {table} 的最终延迟为 0：只有单次调度表的最终延迟可以为 0',
  en_us:
    'Repeating schedule table {table} has a final delay of 0; only a single-shot table may end at its last expiry point',
};
const OUT_OF_BOUNDS = {
  zh_cn:
    '调度表 {table} 的最终延迟 {delay}（时长 {duration} 减最后偏移 {last}）须在计数器 {counter} 的 {minCycle}..{max} 之间',
  en_us:
    'Schedule table {table} has final delay {delay} (duration {duration} minus last offset {last}); it must be within {minCycle}..{max} of counter {counter}',
};

/** OS444/OS427: the final delay is within the counter's bounds, or 0 for a single-shot table. */
export const OS0042: OsCheck = {
  code: 'OS0042',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '调度表最终延迟在计数器范围内',
    en_us: 'A schedule table’s final delay is within the counter’s bounds',
  },
  rationale:
    'After the last expiry point the table waits duration − last offset before ending or repeating; that wait is a counter alarm and obeys MINCYCLE..MAXALLOWEDVALUE. A repeating table cannot have a zero wait.',
  source: 'AUTOSAR OS444 (SWS_Os_00444), OS427 (SWS_Os_00427); goil "OS444", "OS427"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      const limits = os.tableCounter(table);
      const duration = ctx.integer(table, 'OsScheduleTableDuration');
      const offsets = os
        .expiryPointsByOffset(table)
        .flatMap((p) => (p.offset === undefined ? [] : [p.offset]));
      const last = offsets[offsets.length - 1];
      if (!limits || duration === undefined || last === undefined || last > duration) continue;
      const delay = duration - last;
      const params = {
        table: table.shortName,
        delay: String(delay),
        duration: String(duration),
        last: String(last),
        counter: limits.counter.shortName,
        minCycle: String(limits.minCycle),
        max: String(limits.max),
      };
      if (delay === 0n) {
        if (ctx.flag(table, 'OsScheduleTableRepeating') === true)
          rows.push(ctx.report(table, ZERO_REPEATING, params, 'OsScheduleTableDuration'));
      } else if (delay < limits.minCycle || delay > limits.max)
        rows.push(ctx.report(table, OUT_OF_BOUNDS, params, 'OsScheduleTableDuration'));
    }
    return rows;
  },
};
