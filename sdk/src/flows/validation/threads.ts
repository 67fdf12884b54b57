import type { EdgeRule } from './connections.ts';
import { problem } from './problems.ts';
import { isJunction } from './structure.ts';

/** How the texts name the part of an omni-channel flow that runs on no single channel. */
const sharedThread = 'shared';

/**
 * Omni-channel flows (spec 2, 5 "Channel-specific threads connect only to the same channel
 * (splitter or converger needed)"): an edge between two ordinary steps stays on one thread
 * (the shared part before a splitter counts as one). A splitter fans out into threads and a
 * converger joins them, so an edge touching either may cross.
 */
export const sameThread: EdgeRule = (edge, index, context) => {
  if (context.channel !== 'omnichannel') return null;
  const source = index.node(edge.source)?.node;
  const target = index.node(edge.target)?.node;
  if (!source || !target || isJunction(source.type) || isJunction(target.type) || source.thread === target.thread) return null;
  return problem('edgeCrossChannel', { edgeId: edge.id, nodeId: edge.target }, { from: source.thread ?? sharedThread, to: target.thread ?? sharedThread });
};

/** "Splitter and converger cannot be directly connected", in either direction. */
export const junctionsApart: EdgeRule = (edge, index) => {
  const source = index.node(edge.source)?.node;
  const target = index.node(edge.target)?.node;
  if (!source || !target || !isJunction(source.type) || !isJunction(target.type) || source.type === target.type) return null;
  return problem('edgeJunctionToJunction', { edgeId: edge.id, nodeId: edge.target });
};
