import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const NOT_REPEATING = {
  zh_cn: '同步调度表 {table}（{strategy}）必须是循环调度表（OsScheduleTableRepeating）',
  en_us: 'Synchronised schedule table {table} ({strategy}) must be repeating (OsScheduleTableRepeating)',
};
const IMPLICIT_START = {
  zh_cn: '隐式同步调度表 {table} 只能以 ABSOLUTE 方式自启动，当前为 {type}',
  en_us: 'IMPLICIT schedule table {table} may only autostart ABSOLUTE, is {type}',
};
const EXPLICIT_DURATION = {
  zh_cn: '显式同步调度表 {table} 的时长 {duration} 不能超过计数器 {counter} 的最大允许值加 1（{limit}）',
  en_us:
    'EXPLICIT schedule table {table} has duration {duration}, above OsCounterMaxAllowedValue + 1 ({limit}) of counter {counter}',
};
const EXPLICIT_PRECISION = {
  zh_cn: '显式同步调度表 {table} 必须配置精度（OsScheduleTblExplicitPrecision）',
  en_us: 'EXPLICIT schedule table {table} needs a precision (OsScheduleTblExplicitPrecision)',
};

/** Settings a synchronised schedule table needs (repeating, absolute start, duration, precision). */
export const OS0045: OsCheck = {
  code: 'OS0045',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '同步调度表的设置一致',
    en_us: 'A synchronised schedule table’s settings are consistent',
  },
  rationale:
    'Synchronisation adjusts a table round by round, so it must repeat; an IMPLICIT table runs in counter time and starts only absolute; an EXPLICIT table is driven by a counter round and needs the precision within which it counts as synchronous.',
  source:
    'AUTOSAR SWS_Os_00429/00430/00431 (OS430, OS431), OS438; goil "A synchronized schedule table shall be repeating", "OS430", "OS431", "PRECISION attribute is missing"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      const sync = ctx.childrenOf(table, OS_PATHS.scheduleTableSync)[0];
      const strategy = sync ? ctx.text(sync, 'OsScheduleTblSyncStrategy') : undefined;
      if (!sync || (strategy !== 'IMPLICIT' && strategy !== 'EXPLICIT')) continue;
      const params = { table: table.shortName, strategy };
      if (ctx.flag(table, 'OsScheduleTableRepeating') !== true)
        rows.push(ctx.report(table, NOT_REPEATING, params, 'OsScheduleTableRepeating'));
      if (strategy === 'IMPLICIT') {
        for (const autostart of ctx.childrenOf(table, OS_PATHS.scheduleTableAutostart)) {
          const type = ctx.text(autostart, 'OsScheduleTableAutostartType') ?? '';
          if (type !== 'ABSOLUTE')
            rows.push(
              ctx.report(autostart, IMPLICIT_START, { ...params, type }, 'OsScheduleTableAutostartType'),
            );
        }
        continue;
      }
      const limits = os.tableCounter(table);
      const duration = ctx.integer(table, 'OsScheduleTableDuration');
      if (limits && duration !== undefined && duration > limits.max + 1n)
        rows.push(
          ctx.report(
            table,
            EXPLICIT_DURATION,
            {
              ...params,
              duration: String(duration),
              counter: limits.counter.shortName,
              limit: String(limits.max + 1n),
            },
            'OsScheduleTableDuration',
          ),
        );
      if (ctx.integer(sync, 'OsScheduleTblExplicitPrecision') === undefined)
        rows.push(ctx.report(sync, EXPLICIT_PRECISION, params, 'OsScheduleTblExplicitPrecision'));
    }
    return rows;
  },
};
