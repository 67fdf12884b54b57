import type { FlowEdge, FlowGraph } from '../flowGraph.ts';
import { completenessProblems } from './completeness.ts';
import { endpointsExist, handleCapacity, handleExists, noEdgeIntoReference, noSelfLoop, soloHandle, targetAccepted, type EdgeRule } from './connections.ts';
import { entryProblems } from './entry.ts';
import { indexGraph, type FlowValidationContext, type GraphIndex } from './graphIndex.ts';
import { keywordProblems } from './keywords.ts';
import { loopProblems } from './loops.ts';
import { messageContentProblems } from './messageContent.ts';
import { placeholderProblems } from './placeholders.ts';
import { configuredBeforeConnecting, timeGapAfterSentMessage, timeGapNotAfterMessage, userInputFollowsMessage } from './placement.ts';
import type { FlowProblem } from './problems.ts';
import { structureProblems } from './structure.ts';
import { junctionsApart, sameThread } from './threads.ts';

/** The connection rules of spec 2, 5, most basic first: an edge is reported for the first it breaks. */
const connectionRules: readonly EdgeRule[] = [
  endpointsExist,
  noSelfLoop,
  noEdgeIntoReference,
  handleExists,
  targetAccepted,
  userInputFollowsMessage,
  timeGapNotAfterMessage,
  sameThread,
  junctionsApart,
  handleCapacity,
  soloHandle,
  timeGapAfterSentMessage,
];

/** Rules about the order of work in the editor, checked only while an edge is drawn (see placement.ts). */
const drawingRules: readonly EdgeRule[] = [configuredBeforeConnecting];

/**
 * Every rule of spec 2, 5 (graph structure, connection rules, save checks) on a flow of
 * `context.channel`: the editor runs it live, the server on every save and publish. A draft with
 * a 'save' problem is refused; one with a 'publish' problem saves but does not publish. Pure and
 * web-safe. The channel's own limits are checked separately (capabilityProblems).
 */
export function validateFlow(graph: FlowGraph, context: FlowValidationContext): FlowProblem[] {
  const index = indexGraph(graph, context.specs);
  return [
    ...structureProblems(index, context),
    ...graph.edges.flatMap((edge) => firstBroken(connectionRules, edge, index, context) ?? []),
    ...completenessProblems(index),
    ...entryProblems(index, context),
    ...keywordProblems(index, context),
    ...loopProblems(index),
    ...messageContentProblems(index),
    ...placeholderProblems(index, context),
  ];
}

/** An edge the editor is about to draw; React Flow gives a null handle for a node's single output. */
export interface ProposedEdge {
  source: string;
  sourceHandle?: string | null;
  target: string;
}

/** The id the proposed edge has while it is checked; never on a returned problem. */
const proposedEdgeId = 'proposed-edge';

/**
 * The editor's live check while an edge is dragged: the problem the edge would bring, or null
 * when it may be drawn. Any problem refuses the edge, including the ones that in a saved flow
 * only block publishing (the "configure first" rules); the problem has no `edgeId`.
 */
export function canConnect(graph: FlowGraph, edge: ProposedEdge, context: FlowValidationContext): FlowProblem | null {
  const proposed: FlowEdge = { id: proposedEdgeId, source: edge.source, sourceHandle: edge.sourceHandle ?? 'next', target: edge.target };
  const index = indexGraph({ nodes: graph.nodes, edges: [...graph.edges, proposed] }, context.specs);
  const found = firstBroken([...connectionRules, ...drawingRules], proposed, index, context);
  if (!found) return null;
  const { edgeId: _edgeId, ...withoutEdge } = found;
  return withoutEdge;
}

function firstBroken(rules: readonly EdgeRule[], edge: FlowEdge, index: GraphIndex, context: FlowValidationContext): FlowProblem | null {
  for (const rule of rules) {
    const found = rule(edge, index, context);
    if (found) return found;
  }
  return null;
}
