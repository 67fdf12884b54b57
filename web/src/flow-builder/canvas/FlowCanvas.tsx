import { Background, Controls, ReactFlow, useReactFlow, type Connection, type Edge, type FinalConnectionState, type IsValidConnection } from '@xyflow/react';
import { useCallback, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowValidationContext } from '../../../../sdk/src/flows/validation/index.ts';
import { DEFAULT_HANDLE } from '../../../../sdk/src/web/flows/flowGraphMapping.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import type { EditorEdge, EditorNode } from '../state/editorStore';
import { useEditor, useEditorStoreApi } from '../state/EditorStoreContext';
import { ConnectPalette } from '../palette/ConnectPalette';
import { problemText } from '../problems/problemText';
import { useCanvasInfo } from './CanvasContext';
import { connectableTypes, type ConnectFrom } from './connectableTypes';
import { connectionProblem, proposedEdge } from './connectionCheck';
import { nodeTypesFor } from './nodeTypes';
import { NEW_NODE_OFFSET, PALETTE_MIME } from './paletteDrag';

interface FlowCanvasProps {
  context: FlowValidationContext;
  /** Node types to draw (every type the editor knows, and those in the graph). */
  types: readonly string[];
  /** Node types that can be added now (the palette's): a connection dropped on empty canvas offers those that fit. */
  paletteTypes: readonly string[];
  invalidEdges: ReadonlySet<string>;
  colorMode: 'light' | 'dark';
}

/**
 * The canvas: drag nodes, draw edges between handles, drop palette items. Every edge is checked
 * by the validator's `canConnect` while it is drawn (a refused target does not light up), and a
 * refused drop says why in a toast, in the spec's words ('Connection Not Allowed', 'Invalid
 * Cross-channel Connection'...). An output dragged onto empty canvas opens a small palette of
 * the node types that may follow it, and the chosen one is created there, connected. Deleting
 * is the editor's own (see useEditorShortcuts): the Reference must stay.
 */
export function FlowCanvas({ context, types, paletteTypes, invalidEdges, colorMode }: FlowCanvasProps) {
  const { t } = useTranslation();
  const host = useHost();
  const store = useEditorStoreApi();
  const nodes = useEditor((state) => state.nodes);
  const edges = useEditor((state) => state.edges);
  const onNodesChange = useEditor((state) => state.onNodesChange);
  const onEdgesChange = useEditor((state) => state.onEdgesChange);
  const { screenToFlowPosition } = useReactFlow<EditorNode, EditorEdge>();
  const { specs, editors } = useCanvasInfo();
  /** A connection dropped on empty canvas: where, and the node types its menu offers. */
  const [dropped, setDropped] = useState<{ from: ConnectFrom; at: { x: number; y: number }; types: string[] } | null>(null);

  const typeKey = [...types].sort().join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const nodeTypes = useMemo(() => nodeTypesFor(types), [typeKey]);

  const shownEdges = useMemo(() => edges.map((edge) => (invalidEdges.has(edge.id) ? { ...edge, className: 'is-invalid' } : edge)), [edges, invalidEdges]);

  const isValidConnection = useCallback<IsValidConnection<EditorEdge>>(
    (connection: Edge | Connection) =>
      connectionProblem(
        store.getState().graph,
        { source: connection.source, sourceHandle: connection.sourceHandle ?? DEFAULT_HANDLE, target: connection.target },
        context,
      ) === null,
    [context, store],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      if (isValidConnection(connection)) store.getState().connect(connection);
    },
    [isValidConnection, store],
  );

  const onConnectEnd = useCallback(
    (event: MouseEvent | TouchEvent, state: FinalConnectionState) => {
      const at = pointerOf(event);
      if (state.isValid !== true && !state.toHandle && state.fromNode && state.fromHandle?.type === 'source' && at && onEmptyCanvas(at)) {
        const from = { source: state.fromNode.id, sourceHandle: state.fromHandle.id ?? null };
        setDropped({ from, at, types: connectableTypes(store.getState().graph, from, paletteTypes, context) });
        return;
      }
      if (state.isValid !== false) return;
      const edge = proposedEdge(state);
      const problem = edge ? connectionProblem(store.getState().graph, edge, context) : null;
      if (!problem) return;
      const { message, detail } = problemText(problem, t);
      host.toast({ severity: 'warn', summary: message, ...(detail ? { detail } : {}), life: 5000 });
    },
    [context, host, paletteTypes, store, t],
  );

  const closeDropped = useCallback(() => setDropped(null), []);
  const addDropped = useCallback(
    (type: string) => {
      if (!dropped) return;
      setDropped(null);
      const point = screenToFlowPosition(dropped.at);
      // The new node's input lands at the drop point.
      store.getState().addConnectedNode(type, { x: point.x, y: point.y - NEW_NODE_OFFSET.y }, dropped.from);
    },
    [dropped, screenToFlowPosition, store],
  );

  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PALETTE_MIME)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      const type = event.dataTransfer.getData(PALETTE_MIME);
      if (!type) return;
      event.preventDefault();
      const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      store.getState().addNode(type, { x: point.x - NEW_NODE_OFFSET.x, y: point.y - NEW_NODE_OFFSET.y });
    },
    [screenToFlowPosition, store],
  );

  return (
    <div className="fb-canvas" onDragOver={onDragOver} onDrop={onDrop}>
      <ReactFlow<EditorNode, EditorEdge>
        nodes={nodes}
        edges={shownEdges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        onConnectEnd={onConnectEnd}
        isValidConnection={isValidConnection}
        deleteKeyCode={null}
        fitView
        fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
        minZoom={0.2}
        maxZoom={2}
        colorMode={colorMode}
        aria-label={t('flowBuilder.canvas.label')}
      >
        <Background gap={20} />
        <Controls showInteractive={false} />
      </ReactFlow>
      {dropped ? <ConnectPalette at={dropped.at} types={dropped.types} specs={specs} editors={editors} onChoose={addDropped} onClose={closeDropped} /> : null}
    </div>
  );
}

/** Where a drag ended, in window coordinates. */
function pointerOf(event: MouseEvent | TouchEvent): { x: number; y: number } | null {
  const point = 'changedTouches' in event ? event.changedTouches[0] : event;
  return point ? { x: point.clientX, y: point.clientY } : null;
}

/** The point is on the canvas's background, not on a node, a control or outside the canvas. */
function onEmptyCanvas(at: { x: number; y: number }): boolean {
  const element = document.elementFromPoint(at.x, at.y);
  return element?.closest('.react-flow__pane') != null && element.closest('.react-flow__node, .react-flow__panel') === null;
}
