import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { WDGM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '下限余量 {min} 大于期望存活指示次数 {expected}',
  en_us: 'The minimum margin {min} exceeds the expected alive indications {expected}',
};

/**
 * An alive supervision accepts between WdgMExpectedAliveIndications − WdgMMinMargin and
 * WdgMExpectedAliveIndications + WdgMMaxMargin indications per reference cycle; a minimum margin above
 * the expected count makes the lower bound negative, so the lower check never fires and the setting
 * is meaningless. Source: SWS_WatchdogManager, alive supervision (WdgMAliveSupervision).
 */
export const E_WdgM0004: ModuleRule = {
  code: 'E_WdgM0004',
  severity: 'error',
  description: {
    zh_cn: '存活监控的下限余量（WdgMMinMargin）不能大于期望存活指示次数',
    en_us: 'An alive supervision minimum margin (WdgMMinMargin) is not above the expected alive indications',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const alive of ctx.containersOf(WDGM_PATHS.aliveSupervision)) {
      const min = ctx.integer(alive, 'WdgMMinMargin');
      const expected = ctx.integer(alive, 'WdgMExpectedAliveIndications');
      if (min !== undefined && expected !== undefined && min > expected)
        rows.push(
          ctx.report(alive, MESSAGE, { min: String(min), expected: String(expected) }, 'WdgMMinMargin'),
        );
    }
    return rows;
  },
};
