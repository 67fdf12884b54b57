import type { EntityManager } from '@mikro-orm/sql';
import { coreNodeTypes, referenceSettings, type ChannelAccountKey, type FlowChannel, type FlowGraph, type ReferenceSettings } from '@chatmill/sdk';
import type { ChangeFeed } from '../../cache/changeFeed.ts';
import { FeedCache } from '../../cache/feedCache.ts';
import { fromJson } from './sqlValues.ts';
import type { TriggerCandidate } from './triggerMatcher.ts';
import type { WalkedFlow } from './flowWalker.ts';

/** A published version of a flow the runtime may run. */
export interface RunnableFlow extends WalkedFlow {
  accountId: number;
  /** Grows with every publish of any flow (the version row's id): the flow published last wins a postback id. */
  publishedSeq: number;
  channelAccountId: string | null;
  /** The Reference node (the entry), if the graph has one. */
  referenceNodeId: string | null;
  reference: ReferenceSettings | null;
}

const cacheSize = 500;
/** Channel accounts whose runnable flows are kept; one entry is a few ids. */
const maxChannelAccounts = 10_000;

interface RunnableRow {
  id: number;
  channel: FlowChannel;
  channel_account_id: string | null;
  version: number;
  published_seq: number | string;
}

/**
 * The flows the runtime runs: published versions of enabled, live flows of a channel account.
 * A published version never changes, so graphs are cached by (flow, version) in the process.
 * Which flows of a channel account may run (on, live, published, and which version) is cached
 * too, and dropped for the whole account whenever one of its flows changes in a way that
 * matters (migration 20's triggers, heard by every process).
 */
export class FlowCatalog {
  readonly #graphs = new Map<string, { graph: FlowGraph; referenceNodeId: string | null; reference: ReferenceSettings | null }>();
  readonly #runnable: FeedCache<string, RunnableRow[]>;

  constructor(changes: ChangeFeed) {
    this.#runnable = new FeedCache<string, RunnableRow[]>(changes, maxChannelAccounts, (change, cache) => {
      if (change.table === 'flow') cache.deleteWhere((_, key) => key.startsWith(`${change.key}|`));
    });
  }

  /** The flows that may start for a channel account's event (its own channel's and omni-channel ones). */
  async forChannelAccount(tx: EntityManager, key: ChannelAccountKey): Promise<RunnableFlow[]> {
    const flows: RunnableFlow[] = [];
    for (const row of await this.#rows(tx, key)) {
      const loaded = await this.#graph(tx, row.id, row.version);
      if (loaded)
        flows.push({
          id: row.id,
          accountId: key.accountId,
          publishedSeq: Number(row.published_seq),
          channel: row.channel,
          channelAccountId: row.channel_account_id,
          version: row.version,
          ...loaded,
        });
    }
    return flows;
  }

  /**
   * A given version of a flow of this channel account (a button click names the version it was
   * rendered from; a waiting conversation the version it runs), if the flow is still on.
   */
  async version(tx: EntityManager, key: ChannelAccountKey, flowId: number, version: number): Promise<RunnableFlow | null> {
    const row = (await this.#rows(tx, key)).find((r) => r.id === flowId);
    if (!row) return null;
    const loaded = await this.#graph(tx, flowId, version);
    return loaded
      ? {
          id: flowId,
          accountId: key.accountId,
          publishedSeq: Number(row.published_seq),
          channel: row.channel,
          channelAccountId: row.channel_account_id,
          version,
          ...loaded,
        }
      : null;
  }

  async #rows(tx: EntityManager, key: ChannelAccountKey): Promise<RunnableRow[]> {
    const rows = await this.#runnable.read(`${key.accountId}|${key.channel}|${key.channelAccountId}`, () =>
      tx.execute<RunnableRow[]>(
        `select f."id", f."channel", f."channel_account_id", f."published_version" as "version", v."id" as "published_seq"
         from "flow" f join "flow_version" v on v."flow_id" = f."id" and v."number" = f."published_version"
         where f."account_id" = :accountId and f."channel_account_id" = :channelAccountId and (f."channel" = :channel or f."channel" = 'omnichannel')
           and f."enabled" and f."deleted_at" is null
         order by f."id"`,
        { accountId: key.accountId, channelAccountId: key.channelAccountId, channel: key.channel },
      ),
    );
    return rows!;
  }

  async #graph(tx: EntityManager, flowId: number, version: number) {
    const cacheKey = `${flowId}:${version}`;
    const hit = this.#graphs.get(cacheKey);
    if (hit) return hit;
    const [row] = await tx.execute<{ graph: unknown }[]>(`select "graph" from "flow_version" where "flow_id" = :flowId and "number" = :version`, {
      flowId,
      version,
    });
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
  return flows.map((flow) => ({ flowId: flow.id, reference: flow.reference, publishedSeq: flow.publishedSeq }));
}
