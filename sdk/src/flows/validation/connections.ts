import { coreNodeTypes } from '../coreNodeSettings.ts';
import type { FlowEdge } from '../flowGraph.ts';
import { typeLabel, type FlowValidationContext, type GraphIndex } from './graphIndex.ts';
import { problem, type FlowProblem } from './problems.ts';

/**
 * One connection rule: the problem with `edge` in the graph the index holds (which contains the
 * edge), or null. validateFlow runs every rule on every edge; canConnect runs them on the edge
 * being drawn, so the editor refuses exactly what a save would.
 */
export type EdgeRule = (edge: FlowEdge, index: GraphIndex, context: FlowValidationContext) => FlowProblem | null;

/** Both ends exist. The other rules assume they do. */
export const endpointsExist: EdgeRule = (edge, index) =>
  index.node(edge.source) && index.node(edge.target) ? null : problem('edgeUnknownNode', { edgeId: edge.id });

export const noSelfLoop: EdgeRule = (edge) => (edge.source === edge.target ? problem('edgeSelfLoop', { edgeId: edge.id, nodeId: edge.source }) : null);

/** The Reference is the flow's entry: only triggers lead into it. */
export const noEdgeIntoReference: EdgeRule = (edge, index, context) =>
  index.node(edge.target)?.node.type === coreNodeTypes.reference
    ? problem('edgeIntoReference', { edgeId: edge.id, nodeId: edge.target }, { label: typeLabel(context.specs, coreNodeTypes.reference) })
    : null;

/**
 * The edge leaves an output its source has for its current settings. Postback and URL
 * suggestions give none (spec 2, 5 "Postback suggestions have no output"), so edges from them
 * end here. A source whose outputs cannot be told (unknown type, unreadable settings) is
 * reported by structure.ts instead.
 */
export const handleExists: EdgeRule = (edge, index) => {
  const source = index.node(edge.source);
  if (!source?.spec || !source.outputsKnown || source.outputs.has(edge.sourceHandle)) return null;
  return problem('edgeUnknownHandle', { edgeId: edge.id, nodeId: edge.source }, { label: source.spec.label, handle: edge.sourceHandle });
};

/**
 * The output's `accepts` (spec 2, 5): Next Step suggestions, buttons, the Reference, TimeGap and
 * OTN lead only to a NewMessageSet; Phone suggestions only to SMSSequence; Email only to EmailSequence.
 */
export const targetAccepted: EdgeRule = (edge, index, context) => {
  const handle = index.node(edge.source)?.outputs.get(edge.sourceHandle);
  const target = index.node(edge.target);
  if (!handle?.accepts || !target || handle.accepts.includes(target.node.type)) return null;
  const accepted = handle.accepts.map((type) => typeLabel(context.specs, type)).join(' or ');
  return problem('edgeTargetNotAccepted', { edgeId: edge.id, nodeId: edge.target }, { handle: handle.label, accepted });
};

/**
 * At most `maxEdges` (default 1) edges leave an output, never two to the same step. This bounds
 * carousel connections too: one per card button, at most 10 cards (spec 2, 5).
 */
export const handleCapacity: EdgeRule = (edge, index) => {
  const handle = index.node(edge.source)?.outputs.get(edge.sourceHandle);
  if (!handle) return null;
  const siblings = index.outgoing(edge.source).filter((other) => other.sourceHandle === edge.sourceHandle);
  const before = siblings.slice(0, siblings.indexOf(edge));
  const place = { edgeId: edge.id, nodeId: edge.source };
  if (before.some((other) => other.target === edge.target)) return problem('edgeDuplicate', place, { handle: handle.label });
  const max = handle.maxEdges ?? 1;
  if (before.length < max) return null;
  return max === 1 ? problem('edgeHandleTaken', place, { handle: handle.label }) : problem('edgeHandleFull', place, { handle: handle.label, max });
};

/**
 * A solo output (Phone and Email suggestions, spec 2, 5) must be the only output of its node
 * that carries edges. Both the solo edge and the others are reported, so the editor marks each.
 */
export const soloHandle: EdgeRule = (edge, index) => {
  const source = index.node(edge.source);
  const handle = source?.outputs.get(edge.sourceHandle);
  if (!source || !handle) return null;
  const others = index.outgoing(edge.source).filter((other) => other.sourceHandle !== edge.sourceHandle);
  const place = { edgeId: edge.id, nodeId: edge.source };
  if (handle.solo) return others.length ? problem('edgeNotSolo', place, { handle: handle.label }) : null;
  const solo = others.map((other) => source.outputs.get(other.sourceHandle)).find((other) => other?.solo);
  return solo ? problem('edgeNotSolo', place, { handle: solo.label }) : null;
};
