import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const MESSAGE = {
  zh_cn: '隐式同步调度表 {table} 的时长 {duration} 必须等于计数器 {counter} 的最大允许值加 1（{expected}）',
  en_us:
    'IMPLICIT schedule table {table} has duration {duration}; it must equal OsCounterMaxAllowedValue + 1 ({expected}) of counter {counter}',
};

/** OS429: an implicitly synchronised table spans exactly the counter's range. */
export const OS0044: OsCheck = {
  code: 'OS0044',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '隐式同步调度表时长等于计数器最大值加 1',
    en_us: 'An IMPLICIT schedule table’s duration equals its counter’s maximum + 1',
  },
  rationale:
    'With IMPLICIT synchronisation the counter is the global time: the table position is the counter value, so one round of the table is one wrap of the counter.',
  source:
    'AUTOSAR OS429 (SWS_Os_00429); goil "OS429 - An IMPLICIT schedule table should have a duration equal to OSMAXALLOWEDVALUE + 1"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      const sync = ctx.childrenOf(table, OS_PATHS.scheduleTableSync)[0];
      if (!sync || ctx.text(sync, 'OsScheduleTblSyncStrategy') !== 'IMPLICIT') continue;
      const limits = os.tableCounter(table);
      const duration = ctx.integer(table, 'OsScheduleTableDuration');
      if (!limits || duration === undefined || duration === limits.max + 1n) continue;
      rows.push(
        ctx.report(
          table,
          MESSAGE,
          {
            table: table.shortName,
            duration: String(duration),
            counter: limits.counter.shortName,
            expected: String(limits.max + 1n),
          },
          'OsScheduleTableDuration',
        ),
      );
    }
    return rows;
  },
};
