import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '{param} 已启用，但 CanIfPublicCfg 中的 CanIfWakeupSupport 未启用',
  en_us: '{param} is on but CanIfWakeupSupport of CanIfPublicCfg is off',
};

const WAKEUP_SOURCES = [
  ['/CanIf/CanIfCtrlDrvCfg/CanIfCtrlCfg', 'CanIfCtrlWakeupSupport'],
  ['/CanIf/CanIfTrcvDrvCfg/CanIfTrcvCfg', 'CanIfTrcvWakeupSupport'],
] as const;

/**
 * A controller or transceiver wakes up only where CanIf supports wakeup at all. Source: SWS CanIf ECUC
 * parameters CanIfCtrlWakeupSupport and CanIfTrcvWakeupSupport (dependent on CanIfWakeupSupport).
 */
export const E_CanIf0002: ModuleRule = {
  code: 'E_CanIf0002',
  severity: 'error',
  description: {
    zh_cn: '控制器或收发器的唤醒需要启用 CanIfWakeupSupport',
    en_us: 'Controller and transceiver wakeup need CanIfWakeupSupport',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const publicCfg = ctx.containersOf('/CanIf/CanIfPublicCfg')[0];
    if (!publicCfg || ctx.flag(publicCfg, 'CanIfWakeupSupport') === true) return rows;
    for (const [path, param] of WAKEUP_SOURCES) {
      for (const source of ctx.containersOf(path)) {
        if (ctx.flag(source, param) === true) rows.push(ctx.report(source, MESSAGE, { param }, param));
      }
    }
    return rows;
  },
};
