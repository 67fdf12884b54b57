import { executePrepared } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import type { ChannelAccountKey } from '@chatmill/sdk';
import { tagCatalogue } from '../../audience/tagCatalogue.ts';
import type { ChangeFeed } from '../../cache/changeFeed.ts';
import { FeedCache } from '../../cache/feedCache.ts';
import { conversationFromJson, waitingForInputSelect, type ConversationState } from './conversationStore.ts';
import { fromJson, toDate } from './sqlValues.ts';
import type { SavableField } from '@chatmill/sdk';
import type { SubscriberRecord, VariableDefinition } from './subscriberState.ts';

/** What a platform may tell about a subscriber with an event (canonical event `profile`), checked and cut to the columns' sizes. */
export interface PlatformProfile {
  name?: string;
  gender?: 'male' | 'female';
  firstName?: string;
  lastName?: string;
  locale?: string;
  timeZone?: string;
}

/** What an inbound event tells about its subscriber. */
export type SubscriberTouch = PlatformProfile & { lastInteractionAt?: Date };

const touchSet = `"name" = coalesce(:name, "name"),
  "gender" = coalesce(:gender, "gender"),
  "first_name" = coalesce("first_name", :firstName),
  "last_name" = coalesce("last_name", :lastName),
  "locale" = coalesce(:locale, "locale"),
  "time_zone" = coalesce(:timeZone, "time_zone"),
  "last_interaction_at" = greatest("last_interaction_at", cast(:lastInteractionAt as timestamptz)),
  "updated_at" = now()`;

function touchParams(id: number, changes: SubscriberTouch) {
  return {
    id,
    name: changes.name ?? null,
    gender: changes.gender ?? null,
    firstName: changes.firstName ?? null,
    lastName: changes.lastName ?? null,
    locale: changes.locale ?? null,
    timeZone: changes.timeZone ?? null,
    lastInteractionAt: changes.lastInteractionAt?.toISOString() ?? null,
  };
}

/** Accounts whose custom variable definitions are kept in the process. */
const maxAccounts = 10_000;

/** A subscriber row, locked for the transaction that read it. */
export interface LockedSubscriber extends SubscriberRecord {
  accountId: number;
  channel: string;
  channelAccountId: string;
  takeoverUntil: Date | null;
}

interface Row {
  id: number;
  account_id: number;
  channel: string;
  channel_account_id: string;
  external_id: string;
  name: string;
  gender: 'male' | 'female' | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  locale: string | null;
  time_zone: string | null;
  last_interaction_at: Date | string | null;
  takeover_until: Date | string | null;
  tags: string[] | null;
  variables: unknown;
  created?: boolean;
}

/**
 * The names of a subscriber's tags, as a text[] column of a statement on "subscriber": they are
 * tags of the account's catalogue linked by id, so a rename shows at once.
 */
export const subscriberTagNamesSql = `array(select t."group_name" from "subscriber_tag" st join "tag" t on t."id" = st."tag_id" where st."subscriber_id" = "subscriber"."id" order by t."id")`;
const columns = `"id", "account_id", "channel", "channel_account_id", "external_id", "name", "gender",
  "first_name", "last_name", "email", "phone", "locale", "time_zone", "last_interaction_at", "takeover_until", ${subscriberTagNamesSql} as "tags", "variables"`;

function fromRow(row: Row): LockedSubscriber {
  return {
    id: row.id,
    accountId: row.account_id,
    channel: row.channel,
    channelAccountId: row.channel_account_id,
    externalId: row.external_id,
    name: row.name,
    gender: row.gender,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    timeZone: row.time_zone,
    lastInteractionAt: toDate(row.last_interaction_at),
    takeoverUntil: toDate(row.takeover_until),
    tags: row.tags ?? [],
    variables: fromJson<Record<string, string>>(row.variables) ?? {},
  };
}

/**
 * Subscribers as the runtime reads and writes them. Every read here locks the row for the
 * caller's transaction: everything the runtime does for one subscriber (an inbound event, a
 * time gap coming due, the end of a take-over) happens under this lock, one at a time and in
 * order, whichever worker process runs it.
 */
export class SubscriberStore {
  readonly #definitions: FeedCache<number, Array<Omit<VariableDefinition, 'globalValue'>>>;

  constructor(changes: ChangeFeed) {
    this.#definitions = new FeedCache(changes, maxAccounts, (change, cache) => {
      if (change.table === 'custom_variable') cache.delete(Number(change.key));
    });
  }

  /** The subscriber of a channel account's user, created on first contact; `created` says it was. */
  async lockOrCreate(tx: EntityManager, key: ChannelAccountKey, externalId: string): Promise<{ subscriber: LockedSubscriber; created: boolean }> {
    const [row] = await executePrepared<Row[]>(
      tx,
      `insert into "subscriber" ("account_id", "channel", "channel_account_id", "external_id")
       values (:accountId, :channel, :channelAccountId, :externalId)
       on conflict ("account_id", "channel", "channel_account_id", "external_id") do update set "updated_at" = now()
       returning ${columns}, (xmax = 0) as "created"`,
      { accountId: key.accountId, channel: key.channel, channelAccountId: key.channelAccountId, externalId },
    );
    return { subscriber: fromRow(row!), created: row!.created === true };
  }

  async lock(tx: EntityManager, id: number): Promise<LockedSubscriber | null> {
    const [row] = await executePrepared<Row[]>(tx, `select ${columns} from "subscriber" where "id" = :id for update`, { id });
    return row ? fromRow(row) : null;
  }

  /**
   * The account's custom variables. Their definitions come from the process's cache (every step
   * asks; migration 20's triggers evict an account's on any change to them); global values,
   * which flows change as they run, are read fresh, and only when the account has globals.
   */
  async definitions(tx: EntityManager, accountId: number): Promise<VariableDefinition[]> {
    const defined = (await this.#definitions.read(accountId, async () => {
      const rows = await tx.execute<{ variable_key: string; scope: 'user' | 'global'; fallback: string | null }[]>(
        `select "variable_key", "scope", "fallback" from "custom_variable" where "account_id" = :accountId order by "variable_key"`,
        { accountId },
      );
      return rows.map((r) => ({ key: r.variable_key, scope: r.scope, fallback: r.fallback }));
    }))!;
    if (!defined.some((d) => d.scope === 'global')) return defined.map((d) => ({ ...d, globalValue: null }));
    const values = await tx.execute<{ variable_key: string; global_value: string | null }[]>(
      `select "variable_key", "global_value" from "custom_variable" where "account_id" = :accountId and "scope" = 'global'`,
      { accountId },
    );
    const globals = new Map(values.map((v) => [v.variable_key, v.global_value]));
    return defined.map((d) => ({ ...d, globalValue: globals.get(d.key) ?? null }));
  }

  /**
   * What the platform told about the subscriber, and when they last interacted. A first or last
   * name the subscriber gave (a User Input) wins over the platform's. Answers the row as it is now
   * (null when there was nothing to change), which spares the caller reading it again.
   */
  async touch(tx: EntityManager, id: number, changes: SubscriberTouch): Promise<LockedSubscriber | null> {
    if (Object.values(changes).every((value) => value === undefined)) return null;
    const [row] = await executePrepared<Row[]>(tx, `update "subscriber" set ${touchSet} where "id" = :id returning ${columns}`, touchParams(id, changes));
    return row ? fromRow(row) : null;
  }

  /**
   * The touch of an inbound event acted on at once (the runtime's fast path), in the statement
   * that also checks the event's turn: null, and nothing changed, when an earlier event of the
   * subscriber still waits to be acted on. The caller holds the subscriber's lock, so this
   * statement sees every earlier event as committed. With `waitingForInput`, the same statement
   * also reads the conversation that waits for the subscriber's answer (see ConversationStore),
   * which spares the event's handling a round trip.
   */
  async touchInTurn(
    tx: EntityManager,
    key: ChannelAccountKey,
    subscriber: { id: number; externalId: string },
    inboundEventId: number,
    changes: SubscriberTouch,
    options: { waitingForInput?: boolean } = {},
  ): Promise<{ subscriber: LockedSubscriber; waiting?: ConversationState | null } | null> {
    const waiting = options.waitingForInput ? `, (select row_to_json(c) from (${waitingForInputSelect('"touched"."id"')}) c) as "waiting"` : '';
    const [row] = await executePrepared<Array<Row & { waiting?: unknown }>>(
      tx,
      `with "touched" as (
         update "subscriber" set ${touchSet}
         where "id" = :id and not exists (
           select 1 from "inbound_event"
           where "account_id" = :accountId and "channel" = :channel and "channel_account_id" = :channelAccountId and "subscriber_external_id" = :externalId
             and "processed_at" is null and "id" < :inboundEventId)
         returning ${columns})
       select "touched".*${waiting} from "touched"`,
      { ...touchParams(subscriber.id, changes), ...key, externalId: subscriber.externalId, inboundEventId },
    );
    if (!row) return null;
    return { subscriber: fromRow(row), ...(options.waitingForInput ? { waiting: conversationFromJson(row.waiting) } : {}) };
  }

  /** The fields a step saved (User Input answers), in one statement. */
  async saveFields(tx: EntityManager, id: number, fields: Readonly<Partial<Record<SavableField, string>>>): Promise<void> {
    await tx.execute(
      `update "subscriber" set
         "first_name" = coalesce(:firstName, "first_name"),
         "last_name" = coalesce(:lastName, "last_name"),
         "email" = coalesce(:email, "email"),
         "phone" = coalesce(:phone, "phone"),
         "updated_at" = now()
       where "id" = :id`,
      { id, firstName: fields.first_name ?? null, lastName: fields.last_name ?? null, email: fields.email ?? null, phone: fields.phone ?? null },
    );
  }

  /** Links the subscriber to exactly these tags of the account's catalogue, creating the missing ones. */
  async saveTags(tx: EntityManager, subscriber: { id: number; accountId: number }, tags: readonly string[]): Promise<void> {
    const ids = [...(await tagCatalogue.ensure(tx, subscriber.accountId, tags)).values()];
    const params = { id: subscriber.id, ids: JSON.stringify(ids) };
    await tx.execute(
      `delete from "subscriber_tag" where "subscriber_id" = :id and "tag_id" not in (select cast(jsonb_array_elements_text(cast(:ids as jsonb)) as int))`,
      params,
    );
    await tx.execute(
      `insert into "subscriber_tag" ("subscriber_id", "tag_id") select :id, cast(jsonb_array_elements_text(cast(:ids as jsonb)) as int) on conflict do nothing`,
      params,
    );
    await tx.execute(`update "subscriber" set "updated_at" = now() where "id" = :id`, { id: subscriber.id });
  }

  async saveVariables(tx: EntityManager, id: number, variables: Readonly<Record<string, string>>): Promise<void> {
    await tx.execute(`update "subscriber" set "variables" = cast(:variables as jsonb), "updated_at" = now() where "id" = :id`, {
      id,
      variables: JSON.stringify(variables),
    });
  }

  async saveGlobal(tx: EntityManager, accountId: number, key: string, value: string): Promise<void> {
    await tx.execute(`update "custom_variable" set "global_value" = :value where "account_id" = :accountId and "variable_key" = :key`, {
      accountId,
      key,
      value,
    });
  }

  async setTakeover(tx: EntityManager, id: number, until: Date | null): Promise<void> {
    await tx.execute(`update "subscriber" set "takeover_until" = cast(:until as timestamptz), "updated_at" = now() where "id" = :id`, {
      id,
      until: until?.toISOString() ?? null,
    });
  }
}
