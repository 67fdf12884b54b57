import type { EntityManager } from '@mikro-orm/sql';
import type { FlowChannel, FlowGraph } from '@chatmill/sdk';
import type { ShareRecipient } from './shareRecipient.ts';

type Params = Record<string, unknown>;

/** A flow of another account that was shared with this one, with the graph an import copies. */
export interface ReceivedFlow {
  id: number;
  name: string;
  channel: FlowChannel;
  /** The latest published version's graph, else the draft (never published). */
  graph: FlowGraph;
}

/**
 * Flow shares seen from one account (spec 2, 5): those it gives (rows it owns) and the flows it
 * received, directly or inside a suitcase shared with it. Reading another account's flow is
 * what sharing is for, so `received` does, but only through a share naming this account; no
 * other method reads outside it. Every statement filters on `:accountId`, supplied here alone.
 */
export class FlowShareRepository {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  /** Shares a flow of this account (the caller checked it is one); sharing twice changes nothing. */
  async share(flowId: number, recipient: ShareRecipient, userId: number): Promise<void> {
    await this.#query(
      `insert into "flow_share" ("flow_id", "account_id", "shared_with_account_id", "shared_with_email", "shared_by_user_id")
       select f."id", f."account_id", :receiver, :email, :userId from "flow" f where f."id" = :flowId and f."account_id" = :accountId
       on conflict ("flow_id", "shared_with_account_id") do nothing`,
      { flowId, receiver: recipient.accountId, email: recipient.email, userId },
    );
  }

  /** A live flow another account shared with this one, directly or in a shared suitcase; null otherwise. */
  async received(flowId: number): Promise<ReceivedFlow | null> {
    const [row] = await this.#query<{ id: number; name: string; channel: FlowChannel; graph: FlowGraph | string }>(
      `select f."id", f."name", f."channel", coalesce(v."graph", f."draft") as graph
         from "flow" f
         left join "flow_version" v on v."flow_id" = f."id" and v."number" = f."published_version"
        where f."id" = :flowId and f."deleted_at" is null and f."account_id" <> :accountId
          and (exists (select 1 from "flow_share" s where s."flow_id" = f."id" and s."shared_with_account_id" = :accountId)
               or exists (select 1 from "flow_suitcase_share" ss
                           where ss."suitcase_id" = f."suitcase_id" and ss."account_id" = f."account_id" and ss."shared_with_account_id" = :accountId))`,
      { flowId },
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      name: row.name,
      channel: row.channel,
      graph: typeof row.graph === 'string' ? (JSON.parse(row.graph) as FlowGraph) : row.graph,
    };
  }

  #query<Row extends object>(sql: string, params: Params): Promise<Row[]> {
    if (!/:accountId\b/.test(sql)) throw new Error('Flow share SQL must filter on :accountId.');
    if ('accountId' in params) throw new Error('The account id comes from the repository, not from the caller.');
    return this.#em.execute<Row[]>(sql, { ...params, accountId: this.#accountId });
  }
}
