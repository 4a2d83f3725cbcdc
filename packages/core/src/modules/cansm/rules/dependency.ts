import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '启用 {option} 需要同时启用 CanIf 的 {needed}',
  en_us: '{option} needs {needed} of CanIf switched on',
};

/**
 * A CanSM general option that needs the CanIf option it relies on (both services call CanIf APIs that
 * exist only with it). Said only when CanIf is enabled.
 */
export function canIfOptionRule(code: string, option: string, needed: string): ModuleRule {
  return {
    code,
    severity: 'error',
    reads: ['CanIf'],
    description: {
      zh_cn: `CanSM 的 ${option} 需要 CanIf 的 ${needed}`,
      en_us: `CanSM ${option} needs CanIf ${needed}`,
    },
    check(ctx) {
      const rows: VerifyRow[] = [];
      if (!ctx.isModuleEnabled('CanIf')) return rows;
      const general = ctx.containersOf('/CanSM/CanSMGeneral')[0];
      if (!general || ctx.flag(general, option) !== true) return rows;
      const publicCfg = ctx.projectContainersOf('/CanIf/CanIfPublicCfg')[0];
      if (publicCfg && ctx.flag(publicCfg, needed) === true) return rows;
      rows.push(ctx.report(general, MESSAGE, { option, needed }, option));
      return rows;
    },
  };
}
