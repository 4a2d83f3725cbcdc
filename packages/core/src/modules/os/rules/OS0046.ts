import type { VerifyRow } from '../../../verify/types.js';
import { OS_PATHS, OS_VIEW } from '../view.js';
import type { OsCheck } from './os-check.js';

const SHORTEN = {
  zh_cn: '到期点 {point} 的最大缩短值 {shorten} 必须不大于前一段延迟 {delay} 减计数器最小周期 {minCycle}',
  en_us:
    'Expiry point {point} has OsScheduleTableMaxShorten {shorten}; it must be at most the previous delay {delay} minus OsCounterMinCycle {minCycle}',
};
const LENGTHEN = {
  zh_cn: '到期点 {point} 的最大延长值 {lengthen} 必须不大于调度表时长 {duration} 减该段延迟 {delay}',
  en_us:
    'Expiry point {point} has OsScheduleTableMaxLengthen {lengthen}; it must be at most the duration {duration} minus the delay {delay}',
};

/** OS436/OS437: how far synchronisation may shorten or lengthen the delay before an expiry point. */
export const OS0046: OsCheck = {
  code: 'OS0046',
  severity: 'error',
  reads: ['Os', 'EcuC'],
  description: {
    zh_cn: '到期点的缩短与延长值在允许范围内',
    en_us: 'An expiry point’s shorten and lengthen limits are within range',
  },
  rationale:
    'Shortening a delay must leave at least MINCYCLE ticks; lengthening it must keep the expiry point within one round of the table.',
  source: 'AUTOSAR OS436 (SWS_Os_00436), OS437 (SWS_Os_00437); goil "OS436", "OS437"',
  check(ctx) {
    const os = ctx.view(OS_VIEW);
    const rows: VerifyRow[] = [];
    for (const table of os.scheduleTables) {
      const limits = os.tableCounter(table);
      const duration = ctx.integer(table, 'OsScheduleTableDuration');
      if (!limits || duration === undefined) continue;
      const repeating = ctx.flag(table, 'OsScheduleTableRepeating') === true;
      const points = os.expiryPointsByOffset(table).filter((p) => p.offset !== undefined);
      const first = points[0]?.offset;
      const last = points[points.length - 1]?.offset;
      points.forEach(({ point, offset }, index) => {
        const adjustable = ctx.childrenOf(point, OS_PATHS.expiryAdjustable)[0];
        if (!adjustable || offset === undefined || first === undefined || last === undefined) return;
        const previousOffset = index === 0 ? undefined : points[index - 1]?.offset;
        const delay = previousOffset === undefined ? offset : offset - previousOffset;
        const shortenDelay =
          previousOffset !== undefined ? delay : repeating ? duration - last + first : undefined;
        const shorten = ctx.integer(adjustable, 'OsScheduleTableMaxShorten');
        if (
          shorten !== undefined &&
          shorten > 0n &&
          shortenDelay !== undefined &&
          shorten > shortenDelay - limits.minCycle
        )
          rows.push(
            ctx.report(
              adjustable,
              SHORTEN,
              {
                point: point.shortName,
                shorten: String(shorten),
                delay: String(shortenDelay),
                minCycle: String(limits.minCycle),
              },
              'OsScheduleTableMaxShorten',
            ),
          );
        const lengthen = ctx.integer(adjustable, 'OsScheduleTableMaxLengthen');
        if (lengthen !== undefined && lengthen > 0n && lengthen > duration - delay)
          rows.push(
            ctx.report(
              adjustable,
              LENGTHEN,
              {
                point: point.shortName,
                lengthen: String(lengthen),
                duration: String(duration),
                delay: String(delay),
              },
              'OsScheduleTableMaxLengthen',
            ),
          );
      });
    }
    return rows;
  },
};
