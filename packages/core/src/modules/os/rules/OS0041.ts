import type { VerifyRow } from '../../../verify/types.js';
import { OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const FIRST_LOW = {
  zh_cn: '首个到期点 {point} 的偏移 {offset} 不为 0 且小于计数器 {counter} 的最小周期 {minCycle}',
  en_us:
    'First expiry point {point} has offset {offset}, not 0 and below OsCounterMinCycle {minCycle} of counter {counter}',
};
const FIRST_HIGH = {
  zh_cn: '首个到期点 {point} 的偏移 {offset} 超过计数器 {counter} 的最大允许值 {max}',
  en_us:
    'First expiry point {point} has offset {offset}, above OsCounterMaxAllowedValue {max} of counter {counter}',
};
const DELAY_LOW = {
  zh_cn: '到期点 {previous} 与 {point} 之间的延迟 {delay} 小于计数器 {counter} 的最小周期 {minCycle}',
  en_us:
    'The delay {delay} between expiry points {previous} and {point} is below OsCounterMinCycle {minCycle} of counter {counter}',
};
const DELAY_HIGH = {
  zh_cn: '到期点 {previous} 与 {point} 之间的延迟 {delay} 超过计数器 {counter} 的最大允许值 {max}',
  en_us:
    'The delay {delay} between expiry points {previous} and {point} is above OsCounterMaxAllowedValue {max} of counter {counter}',
};

/** OS443/OS408: the first offset and the delays between expiry points are within the counter's bounds. */
export const OS0041: OsCheck = {
  code: 'OS0041',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '到期点偏移与间隔在计数器范围内',
    en_us: 'Expiry point offsets and delays are within the counter’s bounds',
  },
  rationale:
    'The table is processed as a chain of counter alarms: the initial offset (unless 0) and each delay must be a valid relative value of the counter.',
  source: 'AUTOSAR OS443 (SWS_Os_00443), OS408 (SWS_Os_00408); goil "OS443", "OS408"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      const limits = os.tableCounter(table);
      if (!limits) continue;
      const bounds = {
        counter: limits.counter.shortName,
        minCycle: String(limits.minCycle),
        max: String(limits.max),
      };
      const points = os.expiryPointsByOffset(table).filter((p) => p.offset !== undefined);
      let previous: { name: string; offset: bigint } | undefined;
      for (const { point, offset } of points) {
        const at = offset as bigint;
        const params = { ...bounds, point: point.shortName, offset: String(at) };
        if (!previous) {
          if (at !== 0n && at < limits.minCycle)
            rows.push(ctx.report(point, FIRST_LOW, params, 'OsScheduleTblExpPointOffset'));
          else if (at > limits.max)
            rows.push(ctx.report(point, FIRST_HIGH, params, 'OsScheduleTblExpPointOffset'));
        } else if (at !== previous.offset) {
          const delay = at - previous.offset;
          const delayParams = { ...params, previous: previous.name, delay: String(delay) };
          if (delay < limits.minCycle)
            rows.push(ctx.report(point, DELAY_LOW, delayParams, 'OsScheduleTblExpPointOffset'));
          else if (delay > limits.max)
            rows.push(ctx.report(point, DELAY_HIGH, delayParams, 'OsScheduleTblExpPointOffset'));
        }
        previous = { name: point.shortName, offset: at };
      }
    }
    return rows;
  },
};
