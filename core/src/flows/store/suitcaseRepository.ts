import type { EntityManager } from '@mikro-orm/sql';
import type { FlowChannel, FlowStatus, Suitcase, SuitcaseFlow } from '@chatmill/sdk';
import { FlowSuitcaseSchema, type FlowSuitcase } from '../../db/entities/FlowSuitcase.ts';
import type { ShareRecipient } from './shareRecipient.ts';

type Params = Record<string, unknown>;

interface SuitcaseRow {
  id: number;
  name: string;
  created_at: Date | string;
  owner_name: string | null;
}

interface FlowRow {
  suitcase_id: number;
  id: number;
  name: string;
  channel: FlowChannel;
  status: FlowStatus;
}

/**
 * The one place that confines suitcases (spec 2, 3 and 5) to one account: the account's own,
 * which it names, changes, shares and deletes, and those other accounts shared with it, which
 * it may only look into (to import their flows). Every statement filters on `:accountId`,
 * whose value only this class supplies; a suitcase of another account that was not shared
 * with this one is simply not found.
 */
export class SuitcaseRepository {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  find(id: number): Promise<FlowSuitcase | null> {
    return this.#em.findOne(FlowSuitcaseSchema, { id, accountId: this.#accountId }, { refresh: true });
  }

  async create(name: string, userId: number): Promise<FlowSuitcase> {
    const suitcase = this.#em.create(FlowSuitcaseSchema, { accountId: this.#accountId, name, createdByUserId: userId });
    await this.#em.flush();
    return suitcase;
  }

  async rename(id: number, name: string): Promise<void> {
    await this.#em.nativeUpdate(FlowSuitcaseSchema, { id, accountId: this.#accountId }, { name, updatedAt: new Date() });
  }

  /**
   * Deletes a suitcase only while no live flow is in it, in one statement, so a flow moved in
   * at the same moment cannot be left in a deleted suitcase. False when it was not deleted.
   */
  async deleteIfEmpty(id: number): Promise<boolean> {
    const rows = await this.#query<{ id: number }>(
      `delete from "flow_suitcase" s where s."id" = :id and s."account_id" = :accountId
          and not exists (select 1 from "flow" f where f."suitcase_id" = s."id" and f."deleted_at" is null)
        returning s."id"`,
      { id },
    );
    return rows.length === 1;
  }

  async share(id: number, recipient: ShareRecipient, userId: number): Promise<void> {
    await this.#query(
      `insert into "flow_suitcase_share" ("suitcase_id", "account_id", "shared_with_account_id", "shared_with_email", "shared_by_user_id")
       select s."id", s."account_id", :receiver, :email, :userId from "flow_suitcase" s where s."id" = :id and s."account_id" = :accountId
       on conflict ("suitcase_id", "shared_with_account_id") do nothing`,
      { id, receiver: recipient.accountId, email: recipient.email, userId },
    );
  }

  /** The account's own suitcases (or one of them), then those shared with it, each with its live flows. */
  async list(onlyId?: number): Promise<Suitcase[]> {
    const only = onlyId === undefined ? '' : ' and s."id" = :onlyId';
    const params = onlyId === undefined ? {} : { onlyId };
    const own = await this.#query<SuitcaseRow>(
      `select s."id", s."name", s."created_at", null as owner_name from "flow_suitcase" s where s."account_id" = :accountId${only} order by lower(s."name"), s."id"`,
      params,
    );
    const received =
      onlyId === undefined
        ? await this.#query<SuitcaseRow>(
            `select s."id", s."name", s."created_at", coalesce(u."name", a."name") as owner_name
               from "flow_suitcase_share" ss
               join "flow_suitcase" s on s."id" = ss."suitcase_id" and s."account_id" = ss."account_id"
               join "account" a on a."id" = s."account_id"
               left join "user" u on u."id" = a."owner_user_id"
              where ss."shared_with_account_id" = :accountId
              order by lower(s."name"), s."id"`,
            {},
          )
        : [];
    const ids = [...own, ...received].map((row) => Number(row.id));
    const flows = ids.length ? await this.#flowsIn(ids) : [];
    const emails = own.length ? await this.#sharedWith(own.map((row) => Number(row.id))) : [];
    const view = (row: SuitcaseRow, isReceived: boolean): Suitcase => ({
      id: Number(row.id),
      name: row.name,
      received: isReceived,
      ownerName: isReceived ? (row.owner_name ?? '') : null,
      flows: flows
        .filter((f) => Number(f.suitcase_id) === Number(row.id))
        .map(({ id, name, channel, status }): SuitcaseFlow => ({ id: Number(id), name, channel, status })),
      sharedWith: isReceived ? [] : emails.filter((e) => Number(e.suitcase_id) === Number(row.id)).map((e) => e.email),
      createdAt: new Date(row.created_at).toISOString(),
    });
    return [...own.map((row) => view(row, false)), ...received.map((row) => view(row, true))];
  }

  /** The live flows of suitcases this account owns or received (the ids come from `list`). */
  #flowsIn(suitcaseIds: number[]): Promise<FlowRow[]> {
    return this.#query<FlowRow>(
      `select f."suitcase_id", f."id", f."name", f."channel", f."status"
         from "flow" f join "flow_suitcase" s on s."id" = f."suitcase_id" and s."account_id" = f."account_id"
        where f."suitcase_id" in (${suitcaseIds.map((_, i) => `:s${i}`).join(', ')}) and f."deleted_at" is null
          and (s."account_id" = :accountId
               or exists (select 1 from "flow_suitcase_share" ss where ss."suitcase_id" = s."id" and ss."shared_with_account_id" = :accountId))
        order by lower(f."name"), f."id"`,
      Object.fromEntries(suitcaseIds.map((id, i) => [`s${i}`, id])),
    );
  }

  #sharedWith(suitcaseIds: number[]): Promise<Array<{ suitcase_id: number; email: string }>> {
    return this.#query(
      `select ss."suitcase_id", ss."shared_with_email" as email from "flow_suitcase_share" ss
        where ss."account_id" = :accountId and ss."suitcase_id" in (${suitcaseIds.map((_, i) => `:s${i}`).join(', ')})
        order by ss."id"`,
      Object.fromEntries(suitcaseIds.map((id, i) => [`s${i}`, id])),
    );
  }

  #query<Row extends object>(sql: string, params: Params): Promise<Row[]> {
    if (!/:accountId\b/.test(sql)) throw new Error('Suitcase SQL must filter on :accountId.');
    if ('accountId' in params) throw new Error('The account id comes from the repository, not from the caller.');
    return this.#em.execute<Row[]>(sql, { ...params, accountId: this.#accountId });
  }
}
