import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { DEM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '允许老化时须设置 {param}',
  en_us: 'Aging is allowed, so {param} must be set',
};

/**
 * A DTC ages out of the event memory after DemAgingCycleCounterThreshold cycles of DemAgingCycleRef without a
 * failure; aging allowed without the cycle or the threshold leaves the Dem nothing to count. Source:
 * SWS_DiagnosticEventManager 7.7.8 (aging), DemAgingAllowed / DemAgingCycleRef / DemAgingCycleCounterThreshold.
 */
export const E_Dem0005: ModuleRule = {
  code: 'E_Dem0005',
  severity: 'error',
  description: {
    zh_cn: '允许老化的 DTC 属性有老化周期和老化阈值',
    en_us: 'DTC attributes that allow aging name an aging cycle and an aging threshold',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const attributes of ctx.containersOf(DEM_PATHS.dtcAttributes)) {
      if (ctx.flag(attributes, 'DemAgingAllowed') !== true) continue;
      const cycle = attributes.references.DemAgingCycleRef ?? [];
      if (!cycle.some((id) => ctx.container(id) !== undefined))
        rows.push(ctx.report(attributes, MESSAGE, { param: 'DemAgingCycleRef' }, 'DemAgingCycleRef'));
      if (ctx.integer(attributes, 'DemAgingCycleCounterThreshold') === undefined)
        rows.push(
          ctx.report(
            attributes,
            MESSAGE,
            { param: 'DemAgingCycleCounterThreshold' },
            'DemAgingCycleCounterThreshold',
          ),
        );
    }
    return rows;
  },
};
