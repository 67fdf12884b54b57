import { coreNodeTypes, referenceSettings } from '../coreNodeSettings.ts';
import type { FlowGraph } from '../flowGraph.ts';
import { problem, type FlowProblem } from './problems.ts';

/** Another flow of the channel account, with the graph that counts (its published one, else its draft). */
export interface OtherFlowGraphOf {
  flowId: number;
  flowName: string;
  graph: FlowGraph;
}

function postbackIdOf(graph: FlowGraph): { nodeId: string; postbackId: string } | null {
  const node = graph.nodes.find((n) => n.type === coreNodeTypes.reference);
  const settings = node ? referenceSettings.safeParse(node.data) : null;
  const postbackId = settings?.success ? settings.data.postbackId?.trim() : undefined;
  return node && postbackId ? { nodeId: node.id, postbackId } : null;
}

/**
 * 'Postback ID already used' (spec 2, 8): the flow's Reference starts on a postback id that
 * another flow of the channel account starts on too. The publish asks the owner to override:
 * once confirmed, the flow published last starts on it.
 */
export function postbackIdClaims(graph: FlowGraph, others: readonly OtherFlowGraphOf[]): FlowProblem[] {
  const own = postbackIdOf(graph);
  if (!own) return [];
  return others.flatMap(({ flowId, flowName, graph: other }) =>
    postbackIdOf(other)?.postbackId === own.postbackId
      ? [problem('postbackIdUsed', { nodeId: own.nodeId }, { postbackId: own.postbackId, flowName, flowId })]
      : [],
  );
}
