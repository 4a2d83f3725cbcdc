import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { WDGM_REFS } from '../definition.js';
import { WDGM_LOGICAL_GRAPH_VIEW, type WdgmGraph } from '../logical-graph.js';

const NO_INITIAL = {
  zh_cn: '受监控实体 {entity} 配置了内部逻辑监控，但没有初始检查点',
  en_us: 'Supervised entity {entity} has an internal logical supervision graph without an initial checkpoint',
};
const NO_FINAL = {
  zh_cn: '受监控实体 {entity} 配置了内部逻辑监控，但没有最终检查点',
  en_us: 'Supervised entity {entity} has an internal logical supervision graph without a final checkpoint',
};
const UNREACHABLE = {
  zh_cn: '逻辑监控图 {graph} 中以下检查点无法从初始检查点到达：{checkpoints}',
  en_us: 'In the logical supervision graph {graph} no initial checkpoint leads to: {checkpoints}',
};

/**
 * A logical supervision graph is a well-formed flow: it starts at initial checkpoints, ends at final
 * ones, and each of its checkpoints can be reached from an initial one, otherwise reaching that
 * checkpoint at run time is always a logical supervision failure. Internal graphs of a supervised
 * entity (WdgMInternalCheckpointInitialRef / WdgMInternallCheckpointFinalRef / WdgMInternalTransition,
 * 0..* in the SWS, so their presence is checked here) and external ones of a mode
 * (WdgMExternalLogicalSupervision, whose initial and final references are 1..* and checked by their
 * multiplicity). Source: SWS_WatchdogManager, logical supervision (graph with initial and final
 * checkpoints, transitions between them).
 */
export const E_WdgM0001: ModuleRule = {
  code: 'E_WdgM0001',
  severity: 'error',
  description: {
    zh_cn: '逻辑监控图有初始和最终检查点，且所有检查点都能从初始检查点到达',
    en_us: 'A logical supervision graph has initial and final checkpoints and reaches all its checkpoints',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const graphs = ctx.view(WDGM_LOGICAL_GRAPH_VIEW);
    const unreachable = (graph: WdgmGraph): void => {
      const container = ctx.container(graph.id);
      if (!container || graph.unreachable.length === 0 || !graph.nodes.some((n) => n.initial)) return;
      rows.push(
        ctx.report(container, UNREACHABLE, { graph: graph.name, checkpoints: graph.unreachable.join(', ') }),
      );
    };
    for (const graph of graphs.entities) {
      const entity = ctx.container(graph.id);
      if (!entity || !graph.configured) continue;
      if (!graph.nodes.some((n) => n.initial))
        rows.push(ctx.report(entity, NO_INITIAL, { entity: graph.name }, WDGM_REFS.internalInitial));
      if (!graph.nodes.some((n) => n.final))
        rows.push(ctx.report(entity, NO_FINAL, { entity: graph.name }, WDGM_REFS.internalFinal));
      unreachable(graph);
    }
    for (const graph of graphs.external) unreachable(graph);
    return rows;
  },
};
