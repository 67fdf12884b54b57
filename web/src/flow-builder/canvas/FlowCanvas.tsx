import {
  Background,
  Controls,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type FinalConnectionState,
  type IsValidConnection,
} from '@xyflow/react';
import { useCallback, useMemo, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowValidationContext } from '../../../../sdk/src/flows/validation/index.ts';
import { DEFAULT_HANDLE } from '../../../../sdk/src/web/flows/flowGraphMapping.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import type { EditorEdge, EditorNode } from '../state/editorStore';
import { useEditor, useEditorStoreApi } from '../state/EditorStoreContext';
import { problemText } from '../problems/problemText';
import { connectionProblem, proposedEdge } from './connectionCheck';
import { nodeTypesFor } from './nodeTypes';
import { NEW_NODE_OFFSET, PALETTE_MIME } from './paletteDrag';

interface FlowCanvasProps {
  context: FlowValidationContext;
  /** Node types to draw (every type the editor knows, and those in the graph). */
  types: readonly string[];
  invalidEdges: ReadonlySet<string>;
  colorMode: 'light' | 'dark';
}

/**
 * The canvas: drag nodes, draw edges between handles, drop palette items. Every edge is checked
 * by the validator's `canConnect` while it is drawn (a refused target does not light up), and a
 * refused drop says why in a toast, in the spec's words ('Connection Not Allowed', 'Invalid
 * Cross-channel Connection'...). Deleting is the editor's own (see useEditorShortcuts): the
 * Reference must stay.
 */
export function FlowCanvas({ context, types, invalidEdges, colorMode }: FlowCanvasProps) {
  const { t } = useTranslation();
  const host = useHost();
  const store = useEditorStoreApi();
  const nodes = useEditor((state) => state.nodes);
  const edges = useEditor((state) => state.edges);
  const onNodesChange = useEditor((state) => state.onNodesChange);
  const onEdgesChange = useEditor((state) => state.onEdgesChange);
  const { screenToFlowPosition } = useReactFlow<EditorNode, EditorEdge>();

  const typeKey = [...types].sort().join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const nodeTypes = useMemo(() => nodeTypesFor(types), [typeKey]);

  const shownEdges = useMemo(() => edges.map((edge) => (invalidEdges.has(edge.id) ? { ...edge, className: 'is-invalid' } : edge)), [edges, invalidEdges]);

  const isValidConnection = useCallback<IsValidConnection<EditorEdge>>(
    (connection: Edge | Connection) => connectionProblem(store.getState().graph, { source: connection.source, sourceHandle: connection.sourceHandle ?? DEFAULT_HANDLE, target: connection.target }, context) === null,
    [context, store],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      if (isValidConnection(connection)) store.getState().connect(connection);
    },
    [isValidConnection, store],
  );

  const onConnectEnd = useCallback(
    (_event: MouseEvent | TouchEvent, state: FinalConnectionState) => {
      if (state.isValid !== false) return;
      const edge = proposedEdge(state);
      const problem = edge ? connectionProblem(store.getState().graph, edge, context) : null;
      if (!problem) return;
      const { message, detail } = problemText(problem, t);
      host.toast({ severity: 'warn', summary: message, ...(detail ? { detail } : {}), life: 5000 });
    },
    [context, host, store, t],
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
    </div>
  );
}
