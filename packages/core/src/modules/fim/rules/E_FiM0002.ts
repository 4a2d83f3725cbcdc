import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { FIM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '禁止配置未引用任何 Dem 事件、Dem 组件或汇总事件，不会禁止其功能',
  en_us:
    'The inhibition configuration names no Dem event, Dem component or summary event: it inhibits nothing',
};

/**
 * An inhibition configuration names at least one Dem event (FiMInhEventRef), Dem component
 * (FiMInhComponentRef) or summary event (FiMInhSumRef). Source: SWS_FunctionInhibitionManager, container
 * FiMInhibitionConfiguration — the FID's permission is computed from the status of these inputs under the
 * inhibition mask; without any input the configuration has no effect.
 */
export const E_FiM0002: ModuleRule = {
  code: 'E_FiM0002',
  severity: 'error',
  description: {
    zh_cn: '禁止配置至少引用一个 Dem 事件、Dem 组件或汇总事件',
    en_us: 'An inhibition configuration names at least one Dem event, Dem component or summary event',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const configuration of ctx.containersOf(FIM_PATHS.inhibitionConfiguration)) {
      const refs = configuration.references;
      const inputs =
        (refs.FiMInhEventRef?.length ?? 0) +
        (refs.FiMInhComponentRef?.length ?? 0) +
        (refs.FiMInhSumRef?.length ?? 0);
      if (inputs === 0) rows.push(ctx.report(configuration, MESSAGE, {}, 'FiMInhEventRef'));
    }
    return rows;
  },
};
