import type { EntityManager } from '@mikro-orm/sql';
import { coreNodeTypes, referenceSettings, type ChannelAccountKey, type FlowChannel, type FlowGraph, type ReferenceSettings } from '@chatmill/sdk';
import { fromJson } from './sqlValues.ts';
import type { TriggerCandidate } from './triggerMatcher.ts';
import type { WalkedFlow } from './flowWalker.ts';

/** A published version of a flow the runtime may run. */
export interface RunnableFlow extends WalkedFlow {
  accountId: number;
  channelAccountId: string | null;
  /** The Reference node (the entry), if the graph has one. */
  referenceNodeId: string | null;
  reference: ReferenceSettings | null;
}

const cacheSize = 500;

/**
 * The flows the runtime runs: published versions of enabled, live flows of a channel account.
 * A published version never changes, so graphs are cached by (flow, version) in the process;
 * which version is current, and whether the flow is on, is read from the database every time.
 */
export class FlowCatalog {
  readonly #graphs = new Map<string, { graph: FlowGraph; referenceNodeId: string | null; reference: ReferenceSettings | null }>();

  /** The flows that may start for a channel account's event (its own channel's and omni-channel ones). */
  async forChannelAccount(tx: EntityManager, key: ChannelAccountKey): Promise<RunnableFlow[]> {
    const rows = await tx.execute<{ id: number; channel: FlowChannel; channel_account_id: string | null; version: number }[]>(
      `select "id", "channel", "channel_account_id", "published_version" as "version" from "flow"
       where "account_id" = :accountId and "channel_account_id" = :channelAccountId and ("channel" = :channel or "channel" = 'omnichannel')
         and "enabled" and "deleted_at" is null and "published_version" is not null
       order by "id"`,
      { accountId: key.accountId, channelAccountId: key.channelAccountId, channel: key.channel },
    );
    const flows: RunnableFlow[] = [];
    for (const row of rows) {
      const loaded = await this.#graph(tx, row.id, row.version);
      if (loaded) flows.push({ id: row.id, accountId: key.accountId, channel: row.channel, channelAccountId: row.channel_account_id, version: row.version, ...loaded });
    }
    return flows;
  }

  /**
   * A given version of a flow of this channel account (a button click names the version it was
   * rendered from; a waiting conversation the version it runs), if the flow is still on.
   */
  async version(tx: EntityManager, key: ChannelAccountKey, flowId: number, version: number): Promise<RunnableFlow | null> {
    const [row] = await tx.execute<{ id: number; channel: FlowChannel; channel_account_id: string | null }[]>(
      `select "id", "channel", "channel_account_id" from "flow"
       where "id" = :flowId and "account_id" = :accountId and "channel_account_id" = :channelAccountId and ("channel" = :channel or "channel" = 'omnichannel')
         and "enabled" and "deleted_at" is null`,
      { flowId, accountId: key.accountId, channelAccountId: key.channelAccountId, channel: key.channel },
    );
    if (!row) return null;
    const loaded = await this.#graph(tx, flowId, version);
    return loaded ? { id: flowId, accountId: key.accountId, channel: row.channel, channelAccountId: row.channel_account_id, version, ...loaded } : null;
  }

  async #graph(tx: EntityManager, flowId: number, version: number) {
    const cacheKey = `${flowId}:${version}`;
    const hit = this.#graphs.get(cacheKey);
    if (hit) return hit;
    const [row] = await tx.execute<{ graph: unknown }[]>(`select "graph" from "flow_version" where "flow_id" = :flowId and "number" = :version`, { flowId, version });
    if (!row) return null;
    const graph = fromJson<FlowGraph>(row.graph);
    const loaded = { graph, ...entryOf(graph) };
    if (this.#graphs.size >= cacheSize) this.#graphs.delete(this.#graphs.keys().next().value!);
    this.#graphs.set(cacheKey, loaded);
    return loaded;
  }
}

/** A graph's Reference node and its settings (null when absent or not valid). */
export function entryOf(graph: FlowGraph): { referenceNodeId: string | null; reference: ReferenceSettings | null } {
  const node = graph.nodes.find((n) => n.type === coreNodeTypes.reference);
  if (!node) return { referenceNodeId: null, reference: null };
  const parsed = referenceSettings.safeParse(node.data);
  return { referenceNodeId: node.id, reference: parsed.success ? parsed.data : null };
}

export function triggerCandidates(flows: readonly RunnableFlow[]): TriggerCandidate[] {
  return flows.map((flow) => ({ flowId: flow.id, reference: flow.reference }));
}
