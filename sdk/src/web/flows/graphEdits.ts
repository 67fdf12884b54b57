import type { FlowGraph, FlowNode, OutputHandle } from '../../flows/flowGraph.ts';

/**
 * The editor's changes to a flow graph, as pure functions of the graph: what the canvas,
 * the keyboard shortcuts and the side panel do, in one place that tests can reach.
 */

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A fresh id in the graph's id alphabet (`graphId`). getRandomValues works on plain http
 * too, unlike crypto.randomUUID, and ten characters make a clash within one flow unthinkable.
 */
export function newGraphId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  let id = `${prefix}_`;
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

/** The outputs a node has now, or null when its type is unknown here (then its edges are left alone). */
export type OutputsOf = (node: FlowNode) => readonly OutputHandle[] | null;

/**
 * Drops edges that lead nowhere: from or to a node that is gone, or from an output the
 * source no longer has (a deleted button takes its edge with it).
 */
export function pruneEdges(graph: FlowGraph, outputsOf: OutputsOf): FlowGraph {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const outputIds = new Map<string, Set<string> | null>();
  const handlesOf = (node: FlowNode) => {
    if (!outputIds.has(node.id)) {
      const outputs = outputsOf(node);
      outputIds.set(node.id, outputs ? new Set(outputs.map((output) => output.id)) : null);
    }
    return outputIds.get(node.id) ?? null;
  };
  const edges = graph.edges.filter((edge) => {
    const source = byId.get(edge.source);
    if (!source || !byId.has(edge.target)) return false;
    const handles = handlesOf(source);
    return handles === null || handles.has(edge.sourceHandle);
  });
  return edges.length === graph.edges.length ? graph : { nodes: graph.nodes, edges };
}

export interface RemoveResult {
  graph: FlowGraph;
  /** Ids that were asked for but kept: the singletons (the Reference cannot be deleted). */
  refused: string[];
}

/** Removes nodes (with their edges) and edges; singleton nodes stay and are reported. */
export function removeElements(
  graph: FlowGraph,
  nodeIds: readonly string[],
  edgeIds: readonly string[],
  isSingleton: (node: FlowNode) => boolean,
): RemoveResult {
  const asked = new Set(nodeIds);
  const refused = graph.nodes.filter((node) => asked.has(node.id) && isSingleton(node)).map((node) => node.id);
  const removed = new Set(graph.nodes.filter((node) => asked.has(node.id) && !isSingleton(node)).map((node) => node.id));
  const edgesAsked = new Set(edgeIds);
  const nodes = graph.nodes.filter((node) => !removed.has(node.id));
  const edges = graph.edges.filter((edge) => !edgesAsked.has(edge.id) && !removed.has(edge.source) && !removed.has(edge.target));
  return { graph: { nodes, edges }, refused };
}

/** How far a copy lands from its original, so both stay visible. */
export const DUPLICATE_OFFSET = 40;

/**
 * A copy of a node (settings deep-copied, no edges) with the new id, at `position` (the editor
 * gives a free spot, see nodePlacement.ts) or else just beside it; null when there is no such
 * node. Callers refuse singletons before asking.
 */
export function duplicateNode(
  graph: FlowGraph,
  nodeId: string,
  newId: string,
  position?: { x: number; y: number },
): { graph: FlowGraph; node: FlowNode } | null {
  const original = graph.nodes.find((node) => node.id === nodeId);
  if (!original) return null;
  const node: FlowNode = {
    ...original,
    id: newId,
    position: position ?? { x: original.position.x + DUPLICATE_OFFSET, y: original.position.y + DUPLICATE_OFFSET },
    data: structuredClone(original.data),
  };
  return { graph: { nodes: [...graph.nodes, node], edges: graph.edges }, node };
}

/** The graph with one node's settings replaced, and the edges its vanished outputs had dropped. */
export function replaceSettings(graph: FlowGraph, nodeId: string, settings: Record<string, unknown>, outputsOf: OutputsOf): FlowGraph {
  const nodes = graph.nodes.map((node) => (node.id === nodeId ? { ...node, data: settings } : node));
  return pruneEdges({ nodes, edges: graph.edges }, outputsOf);
}
