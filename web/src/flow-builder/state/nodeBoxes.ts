import type { Box, Size } from '../../../../sdk/src/web/flows/nodePlacement.ts';
import type { EditorNode } from './editorStore';

/**
 * A node card's size before React Flow has measured it: the card's width (13.5rem in
 * flowBuilder.css) and the height of a card with its head, a short body and one output.
 */
export const NEW_NODE_SIZE: Size = { width: 216, height: 110 };

/** The boxes the nodes on the canvas take, as React Flow measured them (the estimate until it has). */
export function nodeBoxes(nodes: readonly EditorNode[]): Box[] {
  return nodes.map((node) => ({
    x: node.position.x,
    y: node.position.y,
    width: node.measured?.width ?? node.width ?? NEW_NODE_SIZE.width,
    height: node.measured?.height ?? node.height ?? NEW_NODE_SIZE.height,
  }));
}
