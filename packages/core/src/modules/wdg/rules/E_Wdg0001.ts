import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { WDG_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '初始超时 {initial} s 大于最大超时 {max} s',
  en_us: 'The initial timeout {initial} s exceeds the maximum timeout {max} s',
};

/**
 * The timeout the driver starts with is not longer than the longest timeout it allows
 * (SWS_WatchdogDriver: WdgMaxTimeout bounds every timeout Wdg_SetTriggerCondition may set, and
 * Wdg_Init arms the watchdog with WdgInitialTimeout, so the initial one lies within that bound).
 */
export const E_Wdg0001: ModuleRule = {
  code: 'E_Wdg0001',
  severity: 'error',
  description: {
    zh_cn: '看门狗初始超时（WdgInitialTimeout）不能大于最大超时（WdgMaxTimeout）',
    en_us: 'The watchdog initial timeout (WdgInitialTimeout) is not above the maximum (WdgMaxTimeout)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const general of ctx.containersOf(WDG_PATHS.general)) {
      const initial = Number(ctx.text(general, 'WdgInitialTimeout'));
      const max = Number(ctx.text(general, 'WdgMaxTimeout'));
      if (Number.isFinite(initial) && Number.isFinite(max) && initial > max)
        rows.push(
          ctx.report(general, MESSAGE, { initial: String(initial), max: String(max) }, 'WdgInitialTimeout'),
        );
    }
    return rows;
  },
};
