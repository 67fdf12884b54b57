import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { useEditorStoreApi } from '../state/EditorStoreContext';
import type { EditorEdge, EditorNode } from '../state/editorStore';

const FOCUS_ZOOM = 1.1;
const FOCUS_DURATION_MS = 300;

/** Selects a node (or an edge's source, with the edge) and brings it to the middle of the canvas. */
export function useFocusNode(): (nodeId: string | undefined, edgeId?: string) => void {
  const store = useEditorStoreApi();
  const flow = useReactFlow<EditorNode, EditorEdge>();
  return useCallback(
    (nodeId, edgeId) => {
      const state = store.getState();
      const id = nodeId ?? state.edges.find((edge) => edge.id === edgeId)?.source;
      if (!id) return;
      // An edge's problem selects the edge (Delete then removes it); a node's selects the node.
      state.selectOnly(nodeId ?? null, edgeId ?? null);
      const node = flow.getInternalNode(id);
      if (!node) return;
      const width = node.measured.width ?? 0;
      const height = node.measured.height ?? 0;
      void flow.setCenter(node.internals.positionAbsolute.x + width / 2, node.internals.positionAbsolute.y + height / 2, {
        zoom: FOCUS_ZOOM,
        duration: FOCUS_DURATION_MS,
      });
    },
    [flow, store],
  );
}
