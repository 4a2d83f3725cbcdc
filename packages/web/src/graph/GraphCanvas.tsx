import { useEffect, useMemo, useState } from 'react';
import {
  Background,
  Controls,
  MarkerType,
  Position,
  ReactFlow,
  type Edge,
  type Node,
  type NodeMouseHandler,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { layoutGraph, type GraphDirection } from './layout.js';
import './graph.css';

/** How a node or edge is drawn: as usual, as an entry or exit point, as a finding, or set apart (muted). */
export type GraphTone = 'normal' | 'initial' | 'final' | 'initialFinal' | 'error' | 'muted';

export interface GraphCanvasNode {
  id: string;
  label: string;
  tone?: GraphTone;
  /** Shown on hover. */
  title?: string;
}

export interface GraphCanvasEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
  tone?: 'normal' | 'error';
}

const NODE_WIDTH = 160;
const NODE_HEIGHT = 40;
/** The red of error nodes and edges (graph.css), for the arrowheads drawn outside the stylesheet. */
const ERROR_COLOUR = '#ff4d4f';

/**
 * A read-only directed graph laid out automatically (ELK layered) on a zoomable canvas (@xyflow/react): the
 * shape of checkpoints and transitions, or any other nodes and edges a screen derives from the configuration.
 */
export function GraphCanvas({
  nodes,
  edges,
  direction = 'RIGHT',
  height = 320,
  onNodeClick,
  testId,
}: {
  nodes: readonly GraphCanvasNode[];
  edges: readonly GraphCanvasEdge[];
  direction?: GraphDirection;
  height?: number;
  onNodeClick?: (id: string) => void;
  testId?: string;
}) {
  const [layout, setLayout] = useState<{ shape: string; positions: Map<string, { x: number; y: number }> }>({
    shape: '',
    positions: new Map(),
  });
  const positions = layout.positions;
  const shape = useMemo(
    () => JSON.stringify([nodes.map((n) => n.id), edges.map((e) => [e.source, e.target])]),
    [nodes, edges],
  );
  useEffect(() => {
    let current = true;
    void layoutGraph(
      nodes.map((n) => ({ id: n.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
      edges,
      direction,
    ).then((placed) => {
      if (current) setLayout({ shape, positions: new Map(placed.map((p) => [p.id, { x: p.x, y: p.y }])) });
    });
    return () => {
      current = false;
    };
    // The layout depends on the graph's shape only, not on labels or tones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, direction]);

  // Edges leave a node and enter the next one along the layout's direction.
  const sourcePosition = direction === 'RIGHT' ? Position.Right : Position.Bottom;
  const targetPosition = direction === 'RIGHT' ? Position.Left : Position.Top;
  const flowNodes: Node[] = nodes.map((n) => ({
    id: n.id,
    sourcePosition,
    targetPosition,
    position: positions.get(n.id) ?? { x: 0, y: 0 },
    data: { label: n.label },
    className: `graph-node graph-node--${n.tone ?? 'normal'}`,
    style: { width: NODE_WIDTH, height: NODE_HEIGHT },
    draggable: false,
    connectable: false,
    ariaLabel: n.title ?? n.label,
    domAttributes: {
      'data-testid': `graph-node-${n.id}`,
      'data-tone': n.tone ?? 'normal',
      title: n.title ?? n.label,
    },
  }));
  const flowEdges: Edge[] = edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    label: e.label,
    className: `graph-edge graph-edge--${e.tone ?? 'normal'}`,
    markerEnd:
      e.tone === 'error'
        ? { type: MarkerType.ArrowClosed, color: ERROR_COLOUR }
        : { type: MarkerType.ArrowClosed },
  }));
  const handleClick: NodeMouseHandler = (_event, node) => onNodeClick?.(node.id);
  return (
    <div
      className="graph-canvas"
      style={{ height }}
      data-testid={testId}
      data-laid-out={layout.shape === shape}
    >
      {positions.size > 0 && (
        <ReactFlow
          // A new layout (another graph, a transition more) is fitted into view again.
          key={layout.shape}
          nodes={flowNodes}
          edges={flowEdges}
          onNodeClick={handleClick}
          fitView
          // A small graph is not blown up beyond its natural size.
          fitViewOptions={{ maxZoom: 1 }}
          nodesDraggable={false}
          nodesConnectable={false}
          proOptions={{ hideAttribution: true }}
          minZoom={0.2}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      )}
    </div>
  );
}
