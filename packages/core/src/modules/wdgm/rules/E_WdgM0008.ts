import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { WDGM_PATHS } from '../definition.js';
import { triggerDriver } from './trigger-driver.js';

const OFF_MODE_DISABLED = {
  zh_cn: '触发使用 WDGIF_OFF_MODE，但 WdgMOffModeEnabled 未开启',
  en_us: 'The trigger uses WDGIF_OFF_MODE while WdgMOffModeEnabled is off',
};
const DISABLE_NOT_ALLOWED = {
  zh_cn: '触发使用 WDGIF_OFF_MODE，但看门狗驱动 {driver} 不允许关闭（WdgDisableAllowed）',
  en_us:
    'The trigger uses WDGIF_OFF_MODE while watchdog driver {driver} does not allow disabling (WdgDisableAllowed)',
};

/**
 * Switching a watchdog off is allowed only where both ends allow it: WdgM rejects a mode with an off
 * trigger unless WdgMOffModeEnabled, and the driver rejects WDGIF_OFF_MODE unless WdgDisableAllowed
 * (reporting WDG_E_DISABLE_REJECTED). Reads the trigger's watchdog, its WdgIf device and the device's
 * Wdg driver for the second check. Source: SWS_WatchdogManager, WdgMOffModeEnabled; SWS_WatchdogDriver,
 * WdgDisableAllowed and Wdg_SetMode.
 */
export const E_WdgM0008: ModuleRule = {
  code: 'E_WdgM0008',
  severity: 'error',
  reads: ['WdgIf', 'Wdg'],
  description: {
    zh_cn: '使用关闭模式的触发需要 WdgMOffModeEnabled 和驱动的 WdgDisableAllowed',
    en_us: 'A trigger in off mode needs WdgMOffModeEnabled and its driver WdgDisableAllowed',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const general = ctx.containersOf(WDGM_PATHS.general)[0];
    const offModeEnabled = general !== undefined && ctx.flag(general, 'WdgMOffModeEnabled') === true;
    for (const trigger of ctx.containersOf(WDGM_PATHS.trigger)) {
      if (ctx.text(trigger, 'WdgMWatchdogMode') !== 'WDGIF_OFF_MODE') continue;
      if (!offModeEnabled) rows.push(ctx.report(trigger, OFF_MODE_DISABLED, {}, 'WdgMWatchdogMode'));
      const driver = triggerDriver(ctx, trigger);
      if (driver && ctx.flag(driver, 'WdgDisableAllowed') !== true)
        rows.push(
          ctx.report(trigger, DISABLE_NOT_ALLOWED, { driver: ctx.pathOf(driver) }, 'WdgMWatchdogMode'),
        );
    }
    return rows;
  },
};
