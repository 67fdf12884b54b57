/** The drag-and-drop payload type of a palette item (a node type id). */
export const PALETTE_MIME = 'application/x-chatmill-flow-node';

/** A new node's top-left corner so that it lands centred on a point (cards are about this big). */
export const NEW_NODE_OFFSET = { x: 110, y: 40 } as const;
