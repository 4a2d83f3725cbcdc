/**
 * Automatic layout of a directed graph (checkpoints and transitions, components and connectors) with ELK's
 * layered algorithm (elkjs): nodes get positions, left to right or top to bottom, with few crossings. Chosen
 * over a hand-written layout because layered drawing (cycle breaking, layering, crossing minimisation) is a
 * solved problem elkjs does well; the canvas itself is @xyflow/react (`GraphCanvas.tsx`).
 */
import ELK from 'elkjs/lib/elk.bundled.js';

export interface GraphNodeInput {
  id: string;
  width: number;
  height: number;
}

export interface GraphEdgeInput {
  id: string;
  source: string;
  target: string;
}

export interface PlacedNode {
  id: string;
  x: number;
  y: number;
}

export type GraphDirection = 'RIGHT' | 'DOWN';

const elk = new ELK();

/** Positions for the nodes (top-left corners), laid out in layers along `direction`. */
export async function layoutGraph(
  nodes: readonly GraphNodeInput[],
  edges: readonly GraphEdgeInput[],
  direction: GraphDirection = 'RIGHT',
): Promise<PlacedNode[]> {
  const known = new Set(nodes.map((n) => n.id));
  const laid = await elk.layout({
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.spacing.nodeNode': '32',
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    },
    children: nodes.map((n) => ({ id: n.id, width: n.width, height: n.height })),
    edges: edges
      .filter((e) => known.has(e.source) && known.has(e.target))
      .map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
  });
  return (laid.children ?? []).map((child) => ({ id: child.id, x: child.x ?? 0, y: child.y ?? 0 }));
}
