/**
 * The logical supervision graphs of the Watchdog Manager, as data a screen draws and rules check: per
 * supervised entity its checkpoints (nodes, flagged initial / final) and internal transitions
 * (edges), and per external logical supervision of a mode the checkpoints and external transitions
 * it spans. A node is reachable when a path of transitions leads to it from an initial checkpoint;
 * the graph's unreachable nodes are listed by name. `wdgmLogicalGraph(snapshot)` reads a project
 * snapshot directly (no definitions needed); `WDGM_LOGICAL_GRAPH_VIEW` computes the same per
 * verification run for rules.
 */
import { moduleContainerSource, type ModuleContainerSource } from '../../ecuc/module-containers.js';
import type { ContainerValue, ProjectSnapshot } from '../../ecuc/store-types.js';
import { defineView } from '../../verify/views.js';
import { WDGM_PATHS, WDGM_REFS } from './definition.js';

/** What the graph is computed from: a rule's reader, or a snapshot's WdgM containers. */
export type WdgmGraphSource = ModuleContainerSource;

/** A checkpoint in a graph. */
export interface WdgmGraphNode {
  /** The checkpoint container's id. */
  id: string;
  /** Short name; `<entity>/<checkpoint>` in an external graph, whose checkpoints come from several entities. */
  name: string;
  path: string;
  /** WdgMCheckpointId, when set. */
  checkpointId: number | undefined;
  /** Short name of the supervised entity owning the checkpoint. */
  entity: string;
  initial: boolean;
  final: boolean;
  /** Whether the checkpoint takes part in the graph (a transition, an initial or final reference). */
  inGraph: boolean;
  /** Whether a path of transitions leads to it from an initial checkpoint (initial ones are). */
  reachable: boolean;
}

/** A transition between two checkpoints. */
export interface WdgmGraphEdge {
  /** The transition container's id. */
  id: string;
  name: string;
  path: string;
  /** Checkpoint container ids. */
  source: string;
  dest: string;
  /** Whether its source is reachable. */
  reachable: boolean;
}

/** One logical supervision graph. */
export interface WdgmGraph {
  kind: 'internal' | 'external';
  /** The supervised entity (internal) or the external logical supervision (external) container. */
  id: string;
  name: string;
  path: string;
  /** The mode's short name, for an external graph. */
  mode?: string;
  /** WdgMSupervisedEntityId, for an internal graph. */
  supervisedEntityId?: number;
  /** Whether a graph is configured at all (an internal one may be absent: no transition, no initial or final). */
  configured: boolean;
  nodes: WdgmGraphNode[];
  edges: WdgmGraphEdge[];
  /** Names of the nodes in the graph that no initial checkpoint leads to. */
  unreachable: string[];
}

export interface WdgmLogicalGraph {
  /** One per supervised entity: every checkpoint of the entity is a node. */
  entities: WdgmGraph[];
  /** One per external logical supervision. */
  external: WdgmGraph[];
}

function idOf(container: ContainerValue, param: string): number | undefined {
  const value = container.values[param];
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** Marks reachability from the initial nodes over the edges, fills `unreachable`. */
function markReachable(graph: WdgmGraph): WdgmGraph {
  const outgoing = new Map<string, string[]>();
  for (const edge of graph.edges) {
    const list = outgoing.get(edge.source) ?? [];
    list.push(edge.dest);
    outgoing.set(edge.source, list);
  }
  const queue = graph.nodes.filter((node) => node.initial).map((node) => node.id);
  const seen = new Set(queue);
  while (queue.length > 0) {
    const next = queue.shift() ?? '';
    for (const dest of outgoing.get(next) ?? []) {
      if (seen.has(dest)) continue;
      seen.add(dest);
      queue.push(dest);
    }
  }
  for (const node of graph.nodes) node.reachable = seen.has(node.id);
  for (const edge of graph.edges) edge.reachable = seen.has(edge.source);
  graph.unreachable = graph.nodes.filter((node) => node.inGraph && !node.reachable).map((node) => node.name);
  return graph;
}

function internalGraph(source: WdgmGraphSource, entity: ContainerValue): WdgmGraph {
  const initial = new Set(entity.references[WDGM_REFS.internalInitial] ?? []);
  const final = new Set(entity.references[WDGM_REFS.internalFinal] ?? []);
  const checkpoints = source.childrenOf(entity, WDGM_PATHS.checkpoint);
  const own = new Set(checkpoints.map((c) => c.id));
  const edges: WdgmGraphEdge[] = [];
  const inGraph = new Set<string>([...initial, ...final]);
  for (const transition of source.childrenOf(entity, WDGM_PATHS.internalTransition)) {
    const from = transition.references[WDGM_REFS.internalSource]?.[0];
    const to = transition.references[WDGM_REFS.internalDest]?.[0];
    if (from === undefined || to === undefined || !own.has(from) || !own.has(to)) continue;
    inGraph.add(from);
    inGraph.add(to);
    edges.push({
      id: transition.id,
      name: transition.shortName,
      path: source.pathOf(transition),
      source: from,
      dest: to,
      reachable: false,
    });
  }
  const nodes = checkpoints.map((checkpoint): WdgmGraphNode => ({
    id: checkpoint.id,
    name: checkpoint.shortName,
    path: source.pathOf(checkpoint),
    checkpointId: idOf(checkpoint, 'WdgMCheckpointId'),
    entity: entity.shortName,
    initial: initial.has(checkpoint.id),
    final: final.has(checkpoint.id),
    inGraph: inGraph.has(checkpoint.id),
    reachable: false,
  }));
  return markReachable({
    kind: 'internal',
    id: entity.id,
    name: entity.shortName,
    path: source.pathOf(entity),
    supervisedEntityId: idOf(entity, 'WdgMSupervisedEntityId'),
    configured: inGraph.size > 0,
    nodes,
    edges,
    unreachable: [],
  });
}

function externalGraph(source: WdgmGraphSource, supervision: ContainerValue): WdgmGraph {
  const initial = supervision.references[WDGM_REFS.externalInitial] ?? [];
  const final = new Set(supervision.references[WDGM_REFS.externalFinal] ?? []);
  const order: string[] = [];
  const note = (id: string | undefined): id is string => {
    if (id === undefined || !source.container(id)) return false;
    if (!order.includes(id)) order.push(id);
    return true;
  };
  for (const id of initial) note(id);
  for (const id of final) note(id);
  const edges: WdgmGraphEdge[] = [];
  for (const transition of source.childrenOf(supervision, WDGM_PATHS.externalTransition)) {
    const from = transition.references[WDGM_REFS.externalSource]?.[0];
    const to = transition.references[WDGM_REFS.externalDest]?.[0];
    if (!note(from) || !note(to)) continue;
    edges.push({
      id: transition.id,
      name: transition.shortName,
      path: source.pathOf(transition),
      source: from,
      dest: to,
      reachable: false,
    });
  }
  const initialSet = new Set(initial);
  const nodes = order.flatMap((id): WdgmGraphNode[] => {
    const checkpoint = source.container(id);
    if (!checkpoint) return [];
    const entity = checkpoint.parentId === null ? undefined : source.container(checkpoint.parentId);
    const entityName = entity?.shortName ?? '';
    return [
      {
        id,
        name: `${entityName}/${checkpoint.shortName}`,
        path: source.pathOf(checkpoint),
        checkpointId: idOf(checkpoint, 'WdgMCheckpointId'),
        entity: entityName,
        initial: initialSet.has(id),
        final: final.has(id),
        inGraph: true,
        reachable: false,
      },
    ];
  });
  const mode = supervision.parentId === null ? undefined : source.container(supervision.parentId);
  return markReachable({
    kind: 'external',
    id: supervision.id,
    name: supervision.shortName,
    path: source.pathOf(supervision),
    ...(mode ? { mode: mode.shortName } : {}),
    configured: true,
    nodes,
    edges,
    unreachable: [],
  });
}

/** The logical supervision graphs of a WdgM configuration. */
export function computeWdgmLogicalGraph(source: WdgmGraphSource): WdgmLogicalGraph {
  return {
    entities: source.containersOf(WDGM_PATHS.supervisedEntity).map((entity) => internalGraph(source, entity)),
    external: source
      .containersOf(WDGM_PATHS.externalLogicalSupervision)
      .map((supervision) => externalGraph(source, supervision)),
  };
}

/** The logical supervision graphs of the WdgM configuration in a snapshot (empty without WdgM). */
export function wdgmLogicalGraph(snapshot: ProjectSnapshot): WdgmLogicalGraph {
  return computeWdgmLogicalGraph(moduleContainerSource(snapshot, 'WdgM'));
}

/** The graphs per verification run: rules read them with `ctx.view(WDGM_LOGICAL_GRAPH_VIEW)`. */
export const WDGM_LOGICAL_GRAPH_VIEW = defineView<WdgmLogicalGraph>({
  name: 'WdgmLogicalGraph',
  module: 'WdgM',
  compute: (reader) => computeWdgmLogicalGraph(reader),
});
