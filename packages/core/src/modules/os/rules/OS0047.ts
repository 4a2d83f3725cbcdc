import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const ABSOLUTE_HIGH = {
  zh_cn: '调度表 {table} 的绝对启动值 {start} 超过计数器 {counter} 的最大允许值 {max}',
  en_us:
    'Schedule table {table} starts ABSOLUTE at {start}, above OsCounterMaxAllowedValue {max} of counter {counter}',
};
const RELATIVE_ZERO = {
  zh_cn: '调度表 {table} 以相对方式自启动，启动偏移（OsScheduleTableStartValue）不能为 0 或为空',
  en_us:
    'Schedule table {table} starts RELATIVE; its offset (OsScheduleTableStartValue) must be set and not 0',
};
const RELATIVE_HIGH = {
  zh_cn: '调度表 {table} 的相对启动偏移 {start} 超过计数器 {counter} 的最大允许值 {max} 减首个偏移 {initial}',
  en_us:
    'Schedule table {table} starts RELATIVE at {start}, above OsCounterMaxAllowedValue {max} of counter {counter} minus the initial offset {initial}',
};

/** OS349/OS332/OS276: the autostart value of a schedule table is a valid counter value. */
export const OS0047: OsCheck = {
  code: 'OS0047',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '调度表自启动值在计数器范围内',
    en_us: 'A schedule table’s autostart value is within the counter’s range',
  },
  rationale:
    'StartScheduleTableAbs refuses a start above MAXALLOWEDVALUE (OS349); StartScheduleTableRel refuses offset 0 (OS332) and an offset above MAXALLOWEDVALUE minus the initial offset (OS276).',
  source: 'AUTOSAR OS349, OS332, OS276 (SWS_Os_00349/00332/00276); goil "OS349", "OS332", "OS276"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      const limits = os.tableCounter(table);
      const initial = os.expiryPointsByOffset(table)[0]?.offset ?? 0n;
      for (const autostart of ctx.childrenOf(table, OS_PATHS.scheduleTableAutostart)) {
        const type = ctx.text(autostart, 'OsScheduleTableAutostartType');
        const start = ctx.integer(autostart, 'OsScheduleTableStartValue');
        const params = {
          table: table.shortName,
          start: String(start ?? ''),
          counter: limits?.counter.shortName ?? '',
          max: String(limits?.max ?? ''),
          initial: String(initial),
        };
        if (type === 'RELATIVE' && (start === undefined || start === 0n))
          rows.push(ctx.report(autostart, RELATIVE_ZERO, params, 'OsScheduleTableStartValue'));
        else if (!limits || start === undefined) continue;
        else if (type === 'ABSOLUTE' && start > limits.max)
          rows.push(ctx.report(autostart, ABSOLUTE_HIGH, params, 'OsScheduleTableStartValue'));
        else if (type === 'RELATIVE' && start > limits.max - initial)
          rows.push(ctx.report(autostart, RELATIVE_HIGH, params, 'OsScheduleTableStartValue'));
      }
    }
    return rows;
  },
};
