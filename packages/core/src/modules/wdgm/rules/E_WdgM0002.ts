import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { WDGM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '最小截止时间 {min} s 大于最大截止时间 {max} s',
  en_us: 'The minimum deadline {min} s exceeds the maximum deadline {max} s',
};

/**
 * A deadline supervision accepts the time between its start and stop checkpoints when it lies within
 * [WdgMDeadlineMin, WdgMDeadlineMax]; with the minimum above the maximum every run fails. Source:
 * SWS_WatchdogManager, deadline supervision (WdgMDeadlineSupervision).
 */
export const E_WdgM0002: ModuleRule = {
  code: 'E_WdgM0002',
  severity: 'error',
  description: {
    zh_cn: '截止时间监控的最小值（WdgMDeadlineMin）不能大于最大值（WdgMDeadlineMax）',
    en_us: 'A deadline supervision minimum (WdgMDeadlineMin) is not above its maximum (WdgMDeadlineMax)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const deadline of ctx.containersOf(WDGM_PATHS.deadlineSupervision)) {
      const min = Number(ctx.text(deadline, 'WdgMDeadlineMin'));
      const max = Number(ctx.text(deadline, 'WdgMDeadlineMax'));
      if (Number.isFinite(min) && Number.isFinite(max) && min > max)
        rows.push(ctx.report(deadline, MESSAGE, { min: String(min), max: String(max) }, 'WdgMDeadlineMin'));
    }
    return rows;
  },
};
