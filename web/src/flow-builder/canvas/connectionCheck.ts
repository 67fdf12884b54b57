import type { FinalConnectionState } from '@xyflow/react';
import type { FlowGraph } from '../../../../sdk/src/flows/flowGraph.ts';
import { canConnect, type FlowProblem, type FlowValidationContext, type ProposedEdge } from '../../../../sdk/src/flows/validation/index.ts';

/** The edge a finished drag proposed, whichever end the owner started from; null when it ended off a fitting handle. */
export function proposedEdge(state: FinalConnectionState): ProposedEdge | null {
  const { fromNode, fromHandle, toNode, toHandle } = state;
  if (!fromNode || !fromHandle || !toNode || !toHandle || fromHandle.type === toHandle.type) return null;
  return fromHandle.type === 'source'
    ? { source: fromNode.id, sourceHandle: fromHandle.id ?? null, target: toNode.id }
    : { source: toNode.id, sourceHandle: toHandle.id ?? null, target: fromNode.id };
}

/** Why an edge may not be drawn (the spec's message), or null when it may. */
export function connectionProblem(graph: FlowGraph, edge: ProposedEdge, context: FlowValidationContext): FlowProblem | null {
  return canConnect(graph, edge, context);
}
