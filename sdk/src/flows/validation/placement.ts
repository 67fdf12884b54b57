import { coreNodeTypes } from '../coreNodeSettings.ts';
import type { EdgeRule } from './connections.ts';
import { typeLabel, type GraphIndex, type IndexedNode } from './graphIndex.ts';
import { problem } from './problems.ts';

/*
 * Spec 2, 5: "UserInput and TimeGap need a NewMessageSet as direct ancestor and must be
 * configured first; TimeGap cannot receive from NewMessageSet or Reference."
 *
 * Read literally the two halves contradict each other for TimeGap, so:
 * - UserInput: every edge into it comes straight from a NewMessageSet (the message asks, the
 *   input step captures the answer).
 * - TimeGap: no edge into it comes from a NewMessageSet or the Reference; it follows a
 *   UserInput, Condition, Action or a plugin's step, and "ancestor" means that walking back
 *   from that step (through steps that are not messages) reaches a NewMessageSet: something
 *   was sent before the wait. In a flow wired from the Reference this always holds (the
 *   Reference leads only to a NewMessageSet); it catches loose fragments. Because deleting a
 *   step upstream can break it after the fact, it blocks publishing rather than saving, while
 *   the editor still refuses drawing such an edge (canConnect).
 * - "Configured first" is about the order of work in the editor: canConnect refuses an edge
 *   into an unconfigured UserInput or TimeGap, or out of an unconfigured OTN. Once connected,
 *   a step emptied again is an ordinary incomplete step (completeness.ts, blocks publishing).
 */

const messageType = coreNodeTypes.message;

export const userInputFollowsMessage: EdgeRule = (edge, index, context) => {
  const source = index.node(edge.source);
  const target = index.node(edge.target);
  if (target?.node.type !== coreNodeTypes.userInput || !source || source.node.type === messageType) return null;
  return problem(
    'edgeNeedsMessageParent',
    { edgeId: edge.id, nodeId: edge.target },
    { label: typeLabel(context.specs, coreNodeTypes.userInput), message: typeLabel(context.specs, messageType) },
  );
};

export const timeGapNotAfterMessage: EdgeRule = (edge, index, context) => {
  const source = index.node(edge.source);
  const target = index.node(edge.target);
  if (target?.node.type !== coreNodeTypes.timeGap || !source) return null;
  if (source.node.type !== messageType && source.node.type !== coreNodeTypes.reference) return null;
  return problem(
    'edgeTimeGapAfter',
    { edgeId: edge.id, nodeId: edge.target },
    { label: typeLabel(context.specs, coreNodeTypes.timeGap), source: typeLabel(context.specs, source.node.type) },
  );
};

/** Blocks publishing (see above); canConnect refuses the edge while it is drawn. */
export const timeGapAfterSentMessage: EdgeRule = (edge, index, context) => {
  const target = index.node(edge.target);
  const source = index.node(edge.source);
  if (target?.node.type !== coreNodeTypes.timeGap || !source) return null;
  if (source.node.type === messageType || source.node.type === coreNodeTypes.reference) return null; // timeGapNotAfterMessage's case
  if (reachesMessageBackwards(index, edge.source)) return null;
  return problem(
    'edgeTimeGapWithoutMessage',
    { edgeId: edge.id, nodeId: edge.target },
    { label: typeLabel(context.specs, coreNodeTypes.timeGap), message: typeLabel(context.specs, messageType) },
  );
};

/** Walks edges backwards from `nodeId` (itself included) until a NewMessageSet. */
function reachesMessageBackwards(index: GraphIndex, nodeId: string): boolean {
  const seen = new Set<string>([nodeId]);
  const queue = [nodeId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (index.node(id)?.node.type === messageType) return true;
    for (const edge of index.incoming(id)) {
      if (!seen.has(edge.source)) {
        seen.add(edge.source);
        queue.push(edge.source);
      }
    }
  }
  return false;
}

const configuredFirstTargets: readonly string[] = [coreNodeTypes.userInput, coreNodeTypes.timeGap];

/** canConnect only (see above): the step an edge would configure the path of is configured. */
export const configuredBeforeConnecting: EdgeRule = (edge, index) => {
  const target = index.node(edge.target);
  const source = index.node(edge.source);
  if (target && configuredFirstTargets.includes(target.node.type) && isIncomplete(target)) {
    return problem('edgeNotConfigured', { edgeId: edge.id, nodeId: edge.target }, { label: target.spec?.label ?? target.node.type });
  }
  if (source?.node.type === coreNodeTypes.otn && target?.node.type === messageType && isIncomplete(source)) {
    return problem('edgeNotConfigured', { edgeId: edge.id, nodeId: edge.source }, { label: source.spec?.label ?? source.node.type });
  }
  return null;
};

function isIncomplete(indexed: IndexedNode): boolean {
  if (!indexed.spec || indexed.settings === undefined) return true;
  return (indexed.spec.missing?.(indexed.settings) ?? []).length > 0;
}
