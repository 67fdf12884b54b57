import { coreNodeTypes, referenceSettings, type EntityManager, type FlowGraph } from '@chatmill/sdk';
import { messengerChannel } from '../../common/ids.ts';

/** A flow the private reply may start, and the postback id its Reference node starts on (null: it has none). */
export interface FlowStart {
  flowId: number;
  postbackId: string | null;
}

/**
 * The postback id a published flow of the account starts on. The runtime starts a flow when a
 * postback carries its Reference's postback id (the trigger matcher), so the private reply's
 * button carries it: the commenter's tap opens the conversation and starts the flow, which is
 * also the only way Meta lets a page write further to a commenter (one private reply, then the
 * person answers). Read from the flow's published version, as the runtime reads it.
 */
export async function flowStartOf(em: EntityManager, accountId: number, flowId: number): Promise<FlowStart | null> {
  const [row] = await em.execute<Array<{ graph: FlowGraph | string }>>(
    `select v."graph" from "flow" f join "flow_version" v on v."flow_id" = f."id" and v."number" = f."published_version"
     where f."account_id" = :accountId and f."id" = :flowId and f."channel" = :channel and f."deleted_at" is null`,
    { accountId, flowId, channel: messengerChannel },
  );
  if (!row) return null;
  const graph = typeof row.graph === 'string' ? (JSON.parse(row.graph) as FlowGraph) : row.graph;
  const node = graph.nodes.find((n) => n.type === coreNodeTypes.reference);
  const settings = node ? referenceSettings.safeParse(node.data) : null;
  return { flowId, postbackId: settings?.success ? (settings.data.postbackId ?? null) : null };
}
