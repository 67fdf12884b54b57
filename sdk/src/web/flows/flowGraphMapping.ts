import type { FlowEdge, FlowGraph, FlowNode } from '../../flows/flowGraph.ts';
import type { ThreadChannel } from '../../flows/flowChannel.ts';

/**
 * The flow graph (what the server stores) and React Flow's nodes and edges (what the canvas
 * draws) are two views of one thing. React Flow adds what only the screen needs (the measured
 * size, the selection); the graph keeps only the domain. These two functions move between
 * them, keeping the screen-only parts of nodes that are still there, so an undo or a restore
 * does not make every node measure itself again.
 *
 * Typed structurally so the SDK needs no React Flow import; React Flow's `Node` and `Edge`
 * fit these shapes.
 */
export interface CanvasNodeData extends Record<string, unknown> {
  /** The node's settings (the graph node's `data`), checked by its type's schema. */
  settings: Record<string, unknown>;
  /** Omni-channel flows: the channel the node's thread runs on. */
  thread?: ThreadChannel | undefined;
}

export interface CanvasNode {
  id: string;
  type?: string | undefined;
  position: { x: number; y: number };
  data: CanvasNodeData;
  selected?: boolean | undefined;
  measured?: { width?: number | undefined; height?: number | undefined } | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

export interface CanvasEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle?: string | null | undefined;
  targetHandle?: string | null | undefined;
  selected?: boolean | undefined;
}

export interface Canvas<N extends CanvasNode = CanvasNode, E extends CanvasEdge = CanvasEdge> {
  nodes: N[];
  edges: E[];
}

/** A node's single output when the edge names none (the graph schema's default). */
export const DEFAULT_HANDLE = 'next';

function sameNode(node: FlowNode, shown: CanvasNode): boolean {
  return (
    shown.type === node.type &&
    shown.position.x === node.position.x &&
    shown.position.y === node.position.y &&
    shown.data.settings === node.data &&
    shown.data.thread === node.thread
  );
}

/**
 * The canvas of `graph`. Nodes and edges already on `previous` keep their measured size and
 * selection; those that did not change at all are the very same objects, so React Flow
 * redraws only what changed.
 */
export function graphToCanvas<N extends CanvasNode, E extends CanvasEdge>(graph: FlowGraph, previous?: Canvas<N, E>): Canvas<N, E> {
  const shownNodes = new Map((previous?.nodes ?? []).map((node) => [node.id, node]));
  const shownEdges = new Map((previous?.edges ?? []).map((edge) => [edge.id, edge]));
  const nodes = graph.nodes.map((node) => {
    const shown = shownNodes.get(node.id);
    if (shown && sameNode(node, shown)) return shown;
    const data: CanvasNodeData = { settings: node.data, ...(node.thread ? { thread: node.thread } : {}) };
    const kept = shown ? { selected: shown.selected, measured: shown.measured, width: shown.width, height: shown.height } : {};
    return { ...kept, id: node.id, type: node.type, position: { x: node.position.x, y: node.position.y }, data } as N;
  });
  const edges = graph.edges.map((edge) => {
    const shown = shownEdges.get(edge.id);
    if (shown && shown.source === edge.source && shown.target === edge.target && (shown.sourceHandle ?? DEFAULT_HANDLE) === edge.sourceHandle) return shown;
    return { ...(shown ? { selected: shown.selected } : {}), id: edge.id, source: edge.source, sourceHandle: edge.sourceHandle, target: edge.target } as E;
  });
  return { nodes, edges };
}

/** The graph the canvas shows: only the domain, in the graph schema's shape. */
export function canvasToGraph(canvas: Canvas): FlowGraph {
  const nodes: FlowNode[] = canvas.nodes.map((node) => ({
    id: node.id,
    type: node.type ?? '',
    position: { x: node.position.x, y: node.position.y },
    ...(node.data.thread ? { thread: node.data.thread } : {}),
    data: node.data.settings,
  }));
  const edges: FlowEdge[] = canvas.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    sourceHandle: edge.sourceHandle ?? DEFAULT_HANDLE,
    target: edge.target,
  }));
  return { nodes, edges };
}

/** JSON with object keys in sorted order, so equal values give equal text whoever built them. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key];
    return sorted;
  });
}

/** Two graphs with the same nodes, edges, settings and positions, however their objects were built. */
export function sameGraph(a: FlowGraph, b: FlowGraph): boolean {
  return a === b || stableJson(a) === stableJson(b);
}
