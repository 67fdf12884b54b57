import { coreNodeTypes, type MessageSetSettings } from '../coreNodeSettings.ts';
import { settingsOf, typeLabel, type FlowValidationContext, type GraphIndex } from './graphIndex.ts';
import { problem, type FlowProblem } from './problems.ts';

/**
 * The flow's entry (spec 2, 5): "a reference message must be connected", and "a flow whose
 * first message has more than 1 message cannot be used (Error #10900)": the NewMessageSet the
 * Reference leads to holds a single message item.
 */
export function entryProblems(index: GraphIndex, context: FlowValidationContext): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const reference of index.nodes().filter((indexed) => indexed.node.type === coreNodeTypes.reference)) {
    const edges = index.outgoing(reference.node.id);
    if (!edges.length) {
      problems.push(problem('referenceUnconnected', { nodeId: reference.node.id }, { label: typeLabel(context.specs, coreNodeTypes.reference) }));
    }
    for (const edge of edges) {
      const first = index.node(edge.target);
      const settings = first && settingsOf<MessageSetSettings>(first, coreNodeTypes.message);
      if (settings && settings.items.length > 1) {
        problems.push(problem('firstMessageTooLong', { nodeId: edge.target, edgeId: edge.id }, { count: settings.items.length }));
      }
    }
  }
  return problems;
}
