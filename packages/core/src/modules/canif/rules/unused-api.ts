import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: '{api} 已启用，但没有 {container} 启用 {param}',
  en_us: '{api} is on but no {container} has {param} on',
};

/**
 * A warning for a general API switch that no configured object uses: `api` of CanIfPublicCfg is on while
 * no container of `path` has `param` on (the API then only costs code).
 */
export function unusedApiRule(code: string, api: string, path: string, param: string): ModuleRule {
  const container = path.slice(path.lastIndexOf('/') + 1);
  return {
    code,
    severity: 'warning',
    description: {
      zh_cn: `${api} 已启用时至少一个 ${container} 启用 ${param}`,
      en_us: `With ${api} on, at least one ${container} has ${param} on`,
    },
    check(ctx) {
      const rows: VerifyRow[] = [];
      const publicCfg = ctx.containersOf('/CanIf/CanIfPublicCfg')[0];
      if (!publicCfg || ctx.flag(publicCfg, api) !== true) return rows;
      for (const candidate of ctx.containersOf(path)) if (ctx.flag(candidate, param) === true) return rows;
      rows.push(ctx.report(publicCfg, MESSAGE, { api, container, param }, api));
      return rows;
    },
  };
}
