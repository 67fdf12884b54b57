import type { EntityManager } from '@mikro-orm/sql';
import type { FlowChannel, FlowGraph } from '@chatmill/sdk';
import { containsPattern } from '../../access/containsPattern.ts';
import { FlowSchema, type Flow, type FlowStatus } from '../../db/entities/Flow.ts';
import { FlowSuitcaseSchema } from '../../db/entities/FlowSuitcase.ts';
import { FlowVersionSchema, type FlowVersion } from '../../db/entities/FlowVersion.ts';
import type { FlowListQuery } from './flowSchemas.ts';

type Params = Record<string, unknown>;

/** What a new flow of the account is made of; the account id is the repository's. */
export type NewFlow = Pick<Flow, 'name' | 'channel' | 'channelAccountId' | 'draft' | 'status' | 'isClone' | 'sharedFromFlowId' | 'createdByUserId'> &
  Partial<Pick<Flow, 'enabled' | 'suitcaseId'>>;
export type FlowChanges = Partial<Pick<Flow, 'name' | 'enabled' | 'suitcaseId' | 'channelAccountId'>>;

export interface VersionRow {
  number: number;
  publishedAt: Date;
  publishedBy: { id: number; name: string } | null;
}

/** A keyword another flow of the account starts on (spec 2, 5 "Keyword Conflict Detected"). */
export interface OtherFlowGraph {
  flowId: number;
  flowName: string;
  graph: FlowGraph;
}

/**
 * The one place that confines flows and their versions to one account: every read and write
 * here filters on the account id this repository was made with, and services get a
 * repository, never an account id, so no handler can forget the account or pass another one.
 * A flow of another account is simply not found (the routes answer 404). Deleted flows stay
 * (for undo) and are invisible except to `findDeleted` and `restore`.
 */
export class FlowRepository {
  readonly accountId: number;
  readonly #em: EntityManager;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.accountId = accountId;
  }

  /** Runs `work` in one transaction, with a repository of the same account bound to it. */
  transactional<R>(work: (tx: FlowRepository) => Promise<R>): Promise<R> {
    return this.#em.transactional((em) => work(new FlowRepository(em, this.accountId)));
  }

  /** A live flow of the account (read again: SQL updates bypass the identity map). */
  find(id: number): Promise<Flow | null> {
    return this.#em.findOne(FlowSchema, { id, accountId: this.accountId, deletedAt: null }, { refresh: true });
  }

  findDeleted(id: number): Promise<Flow | null> {
    return this.#em.findOne(FlowSchema, { id, accountId: this.accountId, deletedAt: { $ne: null } }, { refresh: true });
  }

  /** A page of the account's live flows of `channels`, in the query's order (the latest changed first unless told). */
  async page(query: FlowListQuery, channels: readonly FlowChannel[]): Promise<{ items: Flow[]; total: number }> {
    if (!channels.length) return { items: [], total: 0 };
    const where = {
      accountId: this.accountId,
      deletedAt: null,
      channel: { $in: [...channels] },
      ...(query.channelAccountId !== undefined ? { channelAccountId: query.channelAccountId } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
      ...(query.suitcaseId !== undefined ? { suitcaseId: query.suitcaseId } : {}),
      ...(query.q || query.search ? { name: { $ilike: containsPattern((query.q ?? query.search)!) } } : {}),
    };
    const [items, total] = await this.#em.findAndCount(FlowSchema, where, {
      // The id breaks ties, so pages never overlap.
      orderBy: { [query.sort]: query.order, id: query.order },
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      refresh: true,
    });
    return { items, total };
  }

  async create(flow: NewFlow): Promise<Flow> {
    const created = this.#em.create(FlowSchema, {
      enabled: true,
      suitcaseId: null,
      ...flow,
      accountId: this.accountId,
      draftRevision: 0,
      publishedVersion: null,
      deletedAt: null,
    });
    await this.#em.flush();
    return created;
  }

  /**
   * Stores a draft if `revision` is still the current one, in one conditional UPDATE, so two
   * windows saving at once cannot both win. The new revision, or null when it was not current.
   */
  async saveDraft(id: number, revision: number, graph: FlowGraph): Promise<number | null> {
    const updated = await this.#em.nativeUpdate(
      FlowSchema,
      { id, accountId: this.accountId, deletedAt: null, draftRevision: revision },
      { draft: graph, draftRevision: revision + 1, updatedAt: new Date() },
    );
    return updated === 1 ? revision + 1 : null;
  }

  /** Replaces the draft whatever its revision (a version restored): open editors must reload. */
  async replaceDraft(id: number, graph: FlowGraph): Promise<void> {
    await this.#query(
      `update "flow" set "draft" = :graph::jsonb, "draft_revision" = "draft_revision" + 1, "updated_at" = now() where "id" = :id and "account_id" = :accountId and "deleted_at" is null`,
      {
        id,
        graph: JSON.stringify(graph),
      },
    );
  }

  async update(id: number, changes: FlowChanges): Promise<void> {
    await this.#em.nativeUpdate(FlowSchema, { id, accountId: this.accountId, deletedAt: null }, { ...changes, updatedAt: new Date() });
  }

  /** Marks a live flow deleted; false when there is none. */
  async softDelete(id: number): Promise<boolean> {
    return (await this.#em.nativeUpdate(FlowSchema, { id, accountId: this.accountId, deletedAt: null }, { deletedAt: new Date() })) === 1;
  }

  /** Brings a deleted flow back; false when there is no deleted flow of this id. */
  async undelete(id: number): Promise<boolean> {
    return (
      (await this.#em.nativeUpdate(FlowSchema, { id, accountId: this.accountId, deletedAt: { $ne: null } }, { deletedAt: null, updatedAt: new Date() })) === 1
    );
  }

  /** Whether a suitcase is the account's own (flows go only into their account's suitcases). */
  async ownsSuitcase(suitcaseId: number): Promise<boolean> {
    return (await this.#em.count(FlowSuitcaseSchema, { id: suitcaseId, accountId: this.accountId })) === 1;
  }

  // --- Published versions --------------------------------------------------------------------

  async versions(flowId: number): Promise<VersionRow[]> {
    const rows = await this.#query<{ number: number; published_at: Date | string; user_id: number | null; user_name: string | null }>(
      `select v."number", v."published_at", u."id" as user_id, u."name" as user_name
         from "flow_version" v left join "user" u on u."id" = v."published_by_user_id"
        where v."flow_id" = :flowId and v."account_id" = :accountId
        order by v."number" desc`,
      { flowId },
    );
    return rows.map((row) => ({
      number: Number(row.number),
      publishedAt: new Date(row.published_at),
      publishedBy: row.user_id === null ? null : { id: Number(row.user_id), name: row.user_name ?? '' },
    }));
  }

  version(flowId: number, number: number): Promise<FlowVersion | null> {
    return this.#em.findOne(FlowVersionSchema, { flowId, number, accountId: this.accountId });
  }

  /**
   * Writes the next numbered version and points the flow at it, in the caller's transaction.
   * Two publishes at once compute the same number: the unique (flow, number) index refuses the
   * second, which the caller answers as a conflict. A shared flow stays 'shared'.
   */
  async publish(flow: Flow, graph: FlowGraph, userId: number): Promise<number> {
    const [row] = await this.#query<{ next: number }>(
      `select coalesce(max("number"), 0) + 1 as next from "flow_version" where "flow_id" = :flowId and "account_id" = :accountId`,
      { flowId: flow.id },
    );
    const number = Number(row!.next);
    this.#em.create(FlowVersionSchema, { flowId: flow.id, accountId: this.accountId, number, graph, publishedByUserId: userId });
    await this.#em.flush();
    const status: FlowStatus = flow.status === 'shared' ? 'shared' : 'published';
    await this.#em.nativeUpdate(FlowSchema, { id: flow.id, accountId: this.accountId }, { publishedVersion: number, status, updatedAt: new Date() });
    return number;
  }

  /** What an import or a clone copies: the graph of the published version, else the draft. */
  async latestGraph(flow: Flow): Promise<FlowGraph> {
    if (flow.publishedVersion == null) return flow.draft;
    return (await this.version(flow.id, flow.publishedVersion))?.graph ?? flow.draft;
  }

  /**
   * The other live, enabled flows of the account on the same channel and channel account, with
   * the graph that counts for keyword conflicts: the published one, else the draft.
   */
  async otherFlowGraphs(flow: Pick<Flow, 'id' | 'channel' | 'channelAccountId'>): Promise<OtherFlowGraph[]> {
    const rows = await this.#query<{ id: number; name: string; graph: FlowGraph | string }>(
      `select f."id", f."name", coalesce(v."graph", f."draft") as graph
         from "flow" f
         left join "flow_version" v on v."flow_id" = f."id" and v."number" = f."published_version" and v."account_id" = f."account_id"
        where f."account_id" = :accountId and f."id" <> :flowId and f."deleted_at" is null and f."enabled"
          and f."channel" = :channel and f."channel_account_id" is not distinct from :channelAccountId`,
      { flowId: flow.id, channel: flow.channel, channelAccountId: flow.channelAccountId },
    );
    return rows.map((row) => ({
      flowId: Number(row.id),
      flowName: row.name,
      graph: typeof row.graph === 'string' ? (JSON.parse(row.graph) as FlowGraph) : row.graph,
    }));
  }

  /** Runs SQL that must filter on `:accountId`, whose value only this class supplies. */
  #query<Row extends object>(sql: string, params: Params): Promise<Row[]> {
    if (!/:accountId\b/.test(sql)) throw new Error('Flow SQL must filter on :accountId.');
    if ('accountId' in params) throw new Error('The account id comes from the repository, not from the caller.');
    return this.#em.execute<Row[]>(sql, { ...params, accountId: this.accountId });
  }
}
