import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { WDGM_PATHS } from '../definition.js';
import { triggerDriver } from './trigger-driver.js';

const MESSAGE = {
  zh_cn: '触发条件值 {value} ms 超过看门狗驱动 {driver} 的最大超时 {max} ms',
  en_us:
    'The trigger condition value {value} ms exceeds the maximum timeout {max} ms of watchdog driver {driver}',
};

/**
 * WdgM hands WdgMTriggerConditionValue (ms) through WdgIf_SetTriggerCondition to the driver's
 * Wdg_SetTriggerCondition, which refuses a timeout above its WdgMaxTimeout (s). Reads the trigger's
 * watchdog, its WdgIf device and the device's Wdg driver; silent while a link is missing. Source:
 * SWS_WatchdogDriver, Wdg_SetTriggerCondition (timeout bounded by WdgMaxTimeout); SWS_WatchdogManager,
 * WdgMTriggerConditionValue.
 */
export const E_WdgM0007: ModuleRule = {
  code: 'E_WdgM0007',
  severity: 'error',
  reads: ['WdgIf', 'Wdg'],
  description: {
    zh_cn: '看门狗触发条件值不能超过其驱动的最大超时（WdgMaxTimeout）',
    en_us: 'A watchdog trigger condition value is within its driver maximum timeout (WdgMaxTimeout)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const trigger of ctx.containersOf(WDGM_PATHS.trigger)) {
      const value = ctx.integer(trigger, 'WdgMTriggerConditionValue');
      const driver = triggerDriver(ctx, trigger);
      if (value === undefined || driver === undefined) continue;
      const maxSeconds = Number(ctx.text(driver, 'WdgMaxTimeout'));
      if (!Number.isFinite(maxSeconds)) continue;
      const max = Math.round(maxSeconds * 1e6) / 1e3;
      if (Number(value) > max)
        rows.push(
          ctx.report(
            trigger,
            MESSAGE,
            { value: String(value), max: String(max), driver: ctx.pathOf(driver) },
            'WdgMTriggerConditionValue',
          ),
        );
    }
    return rows;
  },
};
