import { applyEdgeChanges, applyNodeChanges, type Connection, type Edge, type EdgeChange, type Node, type NodeChange } from '@xyflow/react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ThreadChannel } from '../../../../sdk/src/flows/flowChannel.ts';
import type { FlowGraph, FlowNode } from '../../../../sdk/src/flows/flowGraph.ts';
import type { FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import { canRedo, canUndo, createHistory, record, redo, undo, type History } from '../../../../sdk/src/web/flows/flowHistory.ts';
import { canvasToGraph, DEFAULT_HANDLE, graphToCanvas, sameGraph, type CanvasNodeData } from '../../../../sdk/src/web/flows/flowGraphMapping.ts';
import { DUPLICATE_OFFSET, duplicateNode, newGraphId, pruneEdges, removeElements, replaceSettings } from '../../../../sdk/src/web/flows/graphEdits.ts';
import { freeSpot } from '../../../../sdk/src/web/flows/nodePlacement.ts';
import { inheritedThread } from '../canvas/connectableTypes.ts';
import { NEW_NODE_SIZE, nodeBoxes } from './nodeBoxes.ts';
import { defaultSettings, isSingletonType, nodeOutputs } from './nodeSpecs.ts';

export type EditorNode = Node<CanvasNodeData, string>;
export type EditorEdge = Edge;

/**
 * One editor's graph: React Flow's nodes and edges (what is on screen, with sizes and
 * selection) and the history of committed graphs. `graph` is the last committed graph, the
 * one that is validated and saved: a node being dragged moves on screen at once, and its new
 * position is committed when the drag ends, so validation and autosave do not run per frame.
 */
export interface EditorState {
  nodes: EditorNode[];
  edges: EditorEdge[];
  history: History<FlowGraph>;
  /** Equals `history.present`. */
  graph: FlowGraph;
  canUndo: boolean;
  canRedo: boolean;

  onNodesChange(changes: NodeChange<EditorNode>[]): void;
  onEdgesChange(changes: EdgeChange<EditorEdge>[]): void;
  /** Adds an edge (the connection was checked already); returns its id. */
  connect(connection: Connection): string;
  /**
   * Adds a node of `type` with its default settings, selected alone; returns its id. It lands
   * at `position`, or at the nearest spot where it covers no other node (nodePlacement.ts).
   */
  addNode(type: string, position: { x: number; y: number }): string;
  /** As addNode, and connects `from` (an output, checked already) to it, in one undoable step. */
  addConnectedNode(type: string, position: { x: number; y: number }, from: { source: string; sourceHandle: string | null }): string;
  updateSettings(nodeId: string, settings: Record<string, unknown>): void;
  setThread(nodeId: string, thread: ThreadChannel | undefined): void;
  /** Deletes the selected nodes and edges; returns the singleton nodes that were kept. */
  removeSelection(): FlowNode[];
  /** Duplicates a node beside it (on a free spot) and selects the copy; returns the copy's id (null for a singleton or an unknown id). */
  duplicate(nodeId: string): string | null;
  /** Selects one node (or none) and nothing else. */
  selectOnly(nodeId: string | null, edgeId?: string | null): void;
  undo(): void;
  redo(): void;
  /** Puts a whole graph on the canvas (a restored version, the server's latest) as one undoable step. */
  replaceGraph(graph: FlowGraph): void;
}

export type EditorStore = StoreApi<EditorState>;

const NODE_ID_PREFIX = 'n';
const EDGE_ID_PREFIX = 'e';

export function createEditorStore(initial: FlowGraph, specsOf: () => FlowNodeSpecs): EditorStore {
  return createStore<EditorState>()((set, get) => {
    const outputsOf = (node: FlowNode) => nodeOutputs(specsOf(), node);
    const isSingleton = (node: FlowNode) => isSingletonType(specsOf(), node.type);

    /** Puts `graph` on the canvas and records it; `mergeKey` joins a burst of edits into one step. */
    const commit = (graph: FlowGraph, mergeKey?: string) => {
      const { nodes, edges, history } = get();
      const next = record(history, graph, sameGraph, mergeKey === undefined ? {} : { mergeKey });
      const canvas = graphToCanvas<EditorNode, EditorEdge>(graph, { nodes, edges });
      set({ ...canvas, history: next, graph: next.present, canUndo: canUndo(next), canRedo: canRedo(next) });
    };
    /** The graph as the canvas shows it now, with any uncommitted drag included. */
    const current = () => canvasToGraph(get());
    const travel = (history: History<FlowGraph>) => {
      const { nodes, edges } = get();
      set({
        ...graphToCanvas<EditorNode, EditorEdge>(history.present, { nodes, edges }),
        history,
        graph: history.present,
        canUndo: canUndo(history),
        canRedo: canRedo(history),
      });
    };

    /** Where a new node asked for at `position` goes: there, or the nearest spot free of the other nodes. */
    const place = (position: { x: number; y: number }) => {
      const spot = freeSpot({ x: Math.round(position.x), y: Math.round(position.y) }, NEW_NODE_SIZE, nodeBoxes(get().nodes));
      return { x: Math.round(spot.x), y: Math.round(spot.y) };
    };
    const newNode = (type: string, position: { x: number; y: number }): FlowNode => ({
      id: newGraphId(NODE_ID_PREFIX),
      type,
      position: place(position),
      data: defaultSettings(specsOf(), type),
    });

    const start = pruneEdges(initial, outputsOf);
    const history = createHistory(start);
    return {
      ...graphToCanvas<EditorNode, EditorEdge>(start),
      history,
      graph: start,
      canUndo: false,
      canRedo: false,

      onNodesChange(changes) {
        // Deleting goes through removeSelection (the Reference stays); React Flow's own is off.
        const kept = changes.filter((change) => change.type !== 'remove');
        if (kept.length === 0) return;
        set({ nodes: applyNodeChanges(kept, get().nodes) });
        const dropped = kept.some((change) => change.type === 'position' && change.dragging === false);
        if (dropped) commit(current());
      },
      onEdgesChange(changes) {
        const kept = changes.filter((change) => change.type === 'select');
        if (kept.length > 0) set({ edges: applyEdgeChanges(kept, get().edges) });
      },
      connect(connection) {
        const id = newGraphId(EDGE_ID_PREFIX);
        const graph = current();
        commit({
          nodes: graph.nodes,
          edges: [...graph.edges, { id, source: connection.source, sourceHandle: connection.sourceHandle ?? DEFAULT_HANDLE, target: connection.target }],
        });
        return id;
      },
      addNode(type, position) {
        const graph = current();
        const node = newNode(type, position);
        commit({ nodes: [...graph.nodes, node], edges: graph.edges });
        get().selectOnly(node.id);
        return node.id;
      },
      addConnectedNode(type, position, from) {
        const graph = current();
        const thread = inheritedThread(graph, from, type);
        const node = { ...newNode(type, position), ...(thread ? { thread } : {}) };
        const edge = { id: newGraphId(EDGE_ID_PREFIX), source: from.source, sourceHandle: from.sourceHandle ?? DEFAULT_HANDLE, target: node.id };
        commit({ nodes: [...graph.nodes, node], edges: [...graph.edges, edge] });
        get().selectOnly(node.id);
        return node.id;
      },
      updateSettings(nodeId, settings) {
        commit(replaceSettings(current(), nodeId, settings, outputsOf), `settings:${nodeId}`);
      },
      setThread(nodeId, thread) {
        const graph = current();
        const nodes = graph.nodes.map((node) => {
          if (node.id !== nodeId) return node;
          const { thread: _old, ...rest } = node;
          return thread ? { ...rest, thread } : rest;
        });
        commit({ nodes, edges: graph.edges });
      },
      removeSelection() {
        const { nodes, edges } = get();
        const nodeIds = nodes.filter((node) => node.selected).map((node) => node.id);
        const edgeIds = edges.filter((edge) => edge.selected).map((edge) => edge.id);
        if (nodeIds.length === 0 && edgeIds.length === 0) return [];
        const graph = current();
        const { graph: next, refused } = removeElements(graph, nodeIds, edgeIds, isSingleton);
        commit(next);
        return graph.nodes.filter((node) => refused.includes(node.id));
      },
      duplicate(nodeId) {
        const graph = current();
        const original = graph.nodes.find((node) => node.id === nodeId);
        if (!original || isSingleton(original)) return null;
        const copy = duplicateNode(
          graph,
          nodeId,
          newGraphId(NODE_ID_PREFIX),
          place({ x: original.position.x + DUPLICATE_OFFSET, y: original.position.y + DUPLICATE_OFFSET }),
        );
        if (!copy) return null;
        commit(copy.graph);
        get().selectOnly(copy.node.id);
        return copy.node.id;
      },
      selectOnly(nodeId, edgeId = null) {
        const { nodes, edges } = get();
        set({
          nodes: nodes.map((node) => ((node.id === nodeId) === Boolean(node.selected) ? node : { ...node, selected: node.id === nodeId })),
          edges: edges.map((edge) => ((edge.id === edgeId) === Boolean(edge.selected) ? edge : { ...edge, selected: edge.id === edgeId })),
        });
      },
      undo() {
        travel(undo(get().history));
      },
      redo() {
        travel(redo(get().history));
      },
      replaceGraph(graph) {
        commit(pruneEdges(graph, outputsOf));
      },
    };
  });
}
