import { coreNodeTypes, referenceSettings, type EntityManager } from '@chatmill/sdk';
import { messengerChannel } from '../../common/ids.ts';
import type { BotToolFlow } from '../../common/schemas/botTools.ts';

interface FlowRow {
  id: number;
  name: string;
  graph: unknown;
}

/** The postback id of a published graph's Reference node (the core's trigger matcher starts the flow on it), or null. */
function postbackIdOf(graph: unknown): string | null {
  const nodes = (typeof graph === 'string' ? JSON.parse(graph) : graph) as { nodes?: Array<{ type?: string; data?: unknown }> } | null;
  const reference = nodes?.nodes?.find((node) => node.type === coreNodeTypes.reference);
  const settings = reference ? referenceSettings.safeParse(reference.data) : null;
  return settings?.success ? (settings.data.postbackId?.trim() ?? null) || null : null;
}

/**
 * The Messenger flows a bot tool's button may start on a channel account (the page, or its
 * Instagram account): published, enabled and live, as the runtime runs them, each with the
 * postback id of its published version. Reads the core's `flow` tables: the flow API offers
 * plugins no lookup of a published version's Reference, and the query is confined to the account.
 */
export async function botToolFlows(em: EntityManager, accountId: number, channelAccountId: string): Promise<BotToolFlow[]> {
  const rows = (await em.execute(
    `select f."id", f."name", v."graph"
       from "flow" f join "flow_version" v on v."flow_id" = f."id" and v."number" = f."published_version" and v."account_id" = f."account_id"
      where f."account_id" = :accountId and f."channel" = :channel and f."channel_account_id" = :channelAccountId
        and f."enabled" and f."deleted_at" is null
      order by f."name", f."id"`,
    { accountId, channel: messengerChannel, channelAccountId },
  )) as unknown as FlowRow[];
  return rows.map((row) => ({ id: Number(row.id), name: row.name, postbackId: postbackIdOf(row.graph) }));
}
