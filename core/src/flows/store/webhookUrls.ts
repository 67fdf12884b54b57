import { AppError, coreNodeTypes, type FlowGraph, type OutgoingPort } from '@chatmill/sdk';

/**
 * A flow's Trigger Webhook actions call their URL from the server: one that points inside a
 * private network is refused when the draft is saved, with a message on the field, not only
 * when a subscriber reaches the node. (The runtime reads stored settings without this check:
 * a flow saved before it still runs, and the guard refuses the call.)
 */
export async function refusePrivateWebhooks(outgoing: OutgoingPort, graph: FlowGraph): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [nodeIndex, node] of graph.nodes.entries()) {
    if (node.type !== coreNodeTypes.action || !Array.isArray(node.data.actions)) continue;
    for (const [actionIndex, action] of (node.data.actions as unknown[]).entries()) {
      const { kind, url } = (action ?? {}) as { kind?: unknown; url?: unknown };
      if (kind !== 'webhook' || typeof url !== 'string' || !URL.canParse(url)) continue;
      const field = `graph.nodes.${nodeIndex}.data.actions.${actionIndex}.url`;
      try {
        await outgoing.checkUrl(url, field);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        Object.assign(fields, error.fields ?? {});
      }
    }
  }
  const names = Object.keys(fields);
  if (names.length) throw new AppError('VALIDATION_FAILED', `Check the webhook address: ${names.join(', ')}.`, { fields });
}
