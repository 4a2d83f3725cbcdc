import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '启用 {option} 需要同时启用 CanIf 的 {needed}',
  en_us: '{option} needs {needed} of CanIf switched on',
};

/**
 * A CanSM option that needs the CanIf option it relies on (both services call CanIf APIs that exist
 * only with it): `option` of each CanSM container of `path` (the general settings unless given) needs
 * `needed` of CanIfPublicCfg. Said only when CanIf is enabled.
 */
export function canIfOptionRule(
  code: string,
  option: string,
  needed: string,
  path = '/CanSM/CanSMGeneral',
): ModuleRule {
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
      const publicCfg = ctx.projectContainersOf('/CanIf/CanIfPublicCfg')[0];
      if (publicCfg && ctx.flag(publicCfg, needed) === true) return rows;
      for (const holder of ctx.containersOf(path)) {
        if (ctx.flag(holder, option) === true)
          rows.push(ctx.report(holder, MESSAGE, { option, needed }, option));
      }
      return rows;
    },
  };
}
