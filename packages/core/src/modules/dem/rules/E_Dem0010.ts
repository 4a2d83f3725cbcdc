import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { findCycles } from '../../graph-cycles.js';
import { DEM_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '组件通过子组件引用依赖自身：{cycle}',
  en_us: 'A component depends on itself through its child components: {cycle}',
};

/**
 * A Dem component's failure is passed on to its children (DemImmediateChildComponentRef): the Dem propagates
 * "failed" down the dependencies and computes a component's readiness from its parents. A component reached
 * again from itself would make both endless, so the dependencies form a directed acyclic graph. Each cycle is
 * reported once, on the component whose child reference closes it. Source: SWS_DiagnosticEventManager 7.4.9
 * (monitored component dependencies), ECUC parameter DemImmediateChildComponentRef.
 */
export const E_Dem0010: ModuleRule = {
  code: 'E_Dem0010',
  severity: 'error',
  description: {
    zh_cn: 'Dem 组件依赖不成环',
    en_us: 'Dem component dependencies have no cycle',
  },
  check(ctx) {
    const components = ctx.containersOf(DEM_PATHS.component);
    const byId = new Map(components.map((c) => [c.id, c]));
    const children = (id: string) => byId.get(id)?.references['DemImmediateChildComponentRef'] ?? [];
    const rows: VerifyRow[] = [];
    for (const cycle of findCycles(
      components.map((c) => c.id),
      children,
    )) {
      const closing = byId.get(cycle[cycle.length - 1] ?? '');
      if (!closing) continue;
      const names = [...cycle, cycle[0] ?? ''].map((id) => byId.get(id)?.shortName ?? id);
      rows.push(ctx.report(closing, MESSAGE, { cycle: names.join(' → ') }, 'DemImmediateChildComponentRef'));
    }
    return rows;
  },
};
