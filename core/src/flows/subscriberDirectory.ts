import type { EntityManager } from '@mikro-orm/sql';
import { listForAccount } from '../audience/customVariables/customVariableRepository.ts';
import { subscriberTagNamesSql } from './runtime/subscriberStore.ts';
import { fromJson } from './runtime/sqlValues.ts';
import { customFieldRecord } from './subscriberCustomFields.ts';
import { subscriberNameSql, subscriberNames } from './subscriberNames.ts';
import { findSubscriber, readProfile, readSubscriberHistory } from './subscriberProfileReader.ts';
import type { SubscriberDirectory, SubscriberQuery, SubscriberSummary } from '@chatmill/sdk';

interface Row {
  id: number;
  channel_account_id: string;
  external_id: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  gender: 'male' | 'female' | null;
  created_at: Date | string;
  last_interaction_at: Date | string | null;
  tags: string[] | string | null;
  variables: unknown;
  total: string | number;
}

const sortColumns: Record<SubscriberQuery['sort'], string> = {
  subscribedAt: '"created_at"',
  lastInteractionAt: '"last_interaction_at"',
  name: `lower(${subscriberNameSql})`,
};

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The SDK's SubscriberDirectory over the runtime's `subscriber` table: one account's
 * subscribers of one channel, searched, sorted and paged, and one subscriber's profile and
 * conversation (subscriberProfileReader.ts, subscriberHistoryReader.ts). Registered in the process container
 * under `subscriberDirectoryToken`, so plugin routes resolve it from their request scope.
 */
export class SqlSubscriberDirectory implements SubscriberDirectory {
  async list(em: EntityManager, accountId: number, query: SubscriberQuery): Promise<{ items: SubscriberSummary[]; total: number }> {
    const accounts = query.channelAccountIds;
    if (accounts && accounts.length === 0) return { items: [], total: 0 };
    const where = [
      `"account_id" = :accountId`,
      `"channel" = :channel`,
      ...(accounts ? [`"channel_account_id" in (:accounts)`] : []),
      ...(query.search ? [`(${subscriberNameSql} ilike :search or "email" ilike :search or "external_id" ilike :search)`] : []),
      // The tag must be the account's own: another account's tag id narrows to nobody.
      ...(query.tagId !== undefined
        ? [
            `exists (select 1 from "subscriber_tag" st join "tag" t on t."id" = st."tag_id" where st."subscriber_id" = "subscriber"."id" and t."id" = :tagId and t."account_id" = :accountId)`,
          ]
        : []),
    ].join(' and ');
    const order = `${sortColumns[query.sort]} ${query.order === 'asc' ? 'asc' : 'desc'} nulls last, "id" desc`;
    const rows = await em.execute<Row[]>(
      `select "id", "channel_account_id", "external_id", "name", "first_name", "last_name", "email", "gender", "created_at", "last_interaction_at", ${subscriberTagNamesSql} as "tags", "variables",
         count(*) over () as "total"
         from "subscriber" where ${where} order by ${order} limit :limit offset :offset`,
      {
        accountId,
        channel: query.channel,
        ...(accounts ? { accounts: [...accounts] } : {}),
        ...(query.search ? { search: like(query.search) } : {}),
        ...(query.tagId !== undefined ? { tagId: query.tagId } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      },
    );
    const total = rows[0] ? Number(rows[0].total) : query.page > 1 ? await this.#count(em, accountId, query, where) : 0;
    const definitions = rows.length ? await listForAccount(em, accountId) : [];
    return {
      total,
      items: rows.map((row) => {
        const variables = fromJson<Record<string, unknown> | null>(row.variables) ?? {};
        return {
          id: Number(row.id),
          channelAccountId: row.channel_account_id,
          externalId: row.external_id,
          name: subscriberNames(row, variables).displayName ?? '',
          gender: row.gender,
          subscribedAt: new Date(row.created_at),
          lastInteractionAt: row.last_interaction_at === null ? null : new Date(row.last_interaction_at),
          tags: parseTags(row.tags),
          customFields: customFieldRecord(definitions, variables),
        };
      }),
    };
  }

  find: SubscriberDirectory['find'] = findSubscriber;
  profile: SubscriberDirectory['profile'] = readProfile;
  history: SubscriberDirectory['history'] = readSubscriberHistory;

  /** A page past the end has no rows to carry the window count. */
  async #count(em: EntityManager, accountId: number, query: SubscriberQuery, where: string): Promise<number> {
    const [row] = await em.execute<Array<{ total: string | number }>>(`select count(*) as "total" from "subscriber" where ${where}`, {
      accountId,
      channel: query.channel,
      ...(query.channelAccountIds ? { accounts: [...query.channelAccountIds] } : {}),
      ...(query.search ? { search: like(query.search) } : {}),
      ...(query.tagId !== undefined ? { tagId: query.tagId } : {}),
    });
    return Number(row?.total ?? 0);
  }
}

/** text[] comes back as an array from node-postgres and PGlite, or as `{a,b}` text through some paths. */
function parseTags(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((tag) => tag.replace(/^"|"$/g, '')) : [];
}
