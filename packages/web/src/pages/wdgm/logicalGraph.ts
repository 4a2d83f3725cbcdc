/**
 * The WdgM logical supervision graphs as a screen draws them: the graphs to pick from (each supervised entity's
 * internal graph, each external logical supervision), and one graph as canvas nodes and edges — checkpoints
 * toned by their part in the graph (initial, final, unreachable from every initial checkpoint, outside the
 * graph), transitions as arrows, red when they leave an unreachable checkpoint. Pure.
 */
import type { WdgmGraph, WdgmGraphNode, WdgmLogicalGraph } from '@ecuc/core/modules';
import type { GraphCanvasEdge, GraphCanvasNode, GraphTone } from '../../graph/GraphCanvas.js';

/** One graph of the picker. */
export interface GraphChoice {
  /** `internal:<entity id>` or `external:<supervision id>`. */
  key: string;
  graph: WdgmGraph;
}

/** Every graph: the supervised entities' internal graphs first, then the external logical supervisions. */
export function graphChoices(logical: WdgmLogicalGraph): GraphChoice[] {
  return [...logical.entities, ...logical.external].map((graph) => ({
    key: `${graph.kind}:${graph.id}`,
    graph,
  }));
}

/** The graph picked by `key`; else the first configured one; else the first. */
export function chosenGraph(
  choices: readonly GraphChoice[],
  key: string | undefined,
): GraphChoice | undefined {
  return (
    choices.find((choice) => choice.key === key) ??
    choices.find((choice) => choice.graph.configured && choice.graph.nodes.length > 0) ??
    choices[0]
  );
}

/** What a checkpoint is in its graph; an unreachable one is that first, even when it is final. */
export type CheckpointRole = 'initial' | 'final' | 'initialFinal' | 'unreachable' | 'outside' | 'normal';

export function checkpointRole(node: WdgmGraphNode): CheckpointRole {
  if (node.inGraph && !node.reachable) return 'unreachable';
  if (node.initial && node.final) return 'initialFinal';
  if (node.initial) return 'initial';
  if (node.final) return 'final';
  return node.inGraph ? 'normal' : 'outside';
}

const TONES: Record<CheckpointRole, GraphTone> = {
  initial: 'initial',
  final: 'final',
  initialFinal: 'initialFinal',
  unreachable: 'error',
  outside: 'muted',
  normal: 'normal',
};

export interface CanvasGraph {
  nodes: GraphCanvasNode[];
  edges: GraphCanvasEdge[];
}

/**
 * A graph as canvas nodes (a checkpoint each, labelled with its name and checkpoint id, `describe` giving its
 * hover text) and edges (a transition each, red when its source is unreachable).
 */
export function canvasOf(
  graph: WdgmGraph,
  describe: (node: WdgmGraphNode, role: CheckpointRole) => string,
): CanvasGraph {
  return {
    nodes: graph.nodes.map((node) => {
      const role = checkpointRole(node);
      return {
        id: node.id,
        label: node.checkpointId === undefined ? node.name : `${node.name} (${node.checkpointId})`,
        tone: TONES[role],
        title: describe(node, role),
      };
    }),
    edges: graph.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.dest,
      tone: edge.reachable ? 'normal' : 'error',
    })),
  };
}

/** What the card says about a graph besides drawing it. */
export interface GraphSummary {
  checkpoints: number;
  transitions: number;
  /** Names of the checkpoints no initial checkpoint leads to. */
  unreachable: string[];
  /** A configured graph without an initial checkpoint, or without a final one (E_WdgM0001). */
  noInitial: boolean;
  noFinal: boolean;
  /** Checkpoints in no transition and no initial or final reference. */
  outside: number;
}

export function graphSummary(graph: WdgmGraph): GraphSummary {
  const configured = graph.configured && graph.nodes.length > 0;
  return {
    checkpoints: graph.nodes.length,
    transitions: graph.edges.length,
    unreachable: graph.unreachable,
    noInitial: configured && !graph.nodes.some((node) => node.initial),
    noFinal: configured && !graph.nodes.some((node) => node.final),
    outside: graph.nodes.filter((node) => !node.inGraph).length,
  };
}
