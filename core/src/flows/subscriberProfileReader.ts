import type { EntityManager } from '@mikro-orm/sql';
import {
  type FlowChannel,
  type SubscriberFlow,
  type SubscriberFlowState,
  type SubscriberLookup,
  type SubscriberProfile,
  type SubscriberSummary,
} from '@chatmill/sdk';
import { listForAccount } from '../audience/customVariables/customVariableRepository.ts';
import { subscriberTagNamesSql } from './runtime/subscriberStore.ts';
import { fromJson, toDate } from './runtime/sqlValues.ts';
import { customFieldRecord, customFieldsOf } from './subscriberCustomFields.ts';
import { readHistory } from './subscriberHistoryReader.ts';
import { subscriberNames } from './subscriberNames.ts';

interface SubscriberRow {
  id: number;
  account_id: number;
  channel: FlowChannel;
  channel_account_id: string;
  external_id: string;
  name: string;
  gender: 'male' | 'female' | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  created_at: Date | string;
  last_interaction_at: Date | string | null;
  tags: string[] | null;
  variables: unknown;
}

interface ConversationRow {
  flow_id: number;
  name: string;
  deleted_at: Date | string | null;
  current_node: string | null;
  waiting_for: 'input' | 'time' | 'takeover' | null;
  wait_until: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const states: Record<NonNullable<ConversationRow['waiting_for']>, SubscriberFlowState> = {
  input: 'waitingForInput',
  time: 'waitingForTime',
  takeover: 'pausedForAgent',
};

/** The flows a profile lists; a subscriber in more has the older ones left out. */
const maxFlows = 50;

/** A subscriber of the account (of the channel, when asked), or null: another account's is never read. */
async function loadRow(em: EntityManager, accountId: number, subscriberId: number, lookup: SubscriberLookup): Promise<SubscriberRow | null> {
  const [row] = await em.execute<SubscriberRow[]>(
    `select "id", "account_id", "channel", "channel_account_id", "external_id", "name", "gender", "first_name", "last_name", "email", "created_at", "last_interaction_at",
            ${subscriberTagNamesSql} as "tags", "variables"
       from "subscriber" where "account_id" = :accountId and "id" = :id ${lookup.channel ? `and "channel" = :channel` : ''}`,
    { accountId, id: subscriberId, ...(lookup.channel ? { channel: lookup.channel } : {}) },
  );
  return row ?? null;
}

export async function findSubscriber(
  em: EntityManager,
  accountId: number,
  subscriberId: number,
  lookup: SubscriberLookup = {},
): Promise<(SubscriberSummary & { channel: FlowChannel }) | null> {
  const row = await loadRow(em, accountId, subscriberId, lookup);
  if (!row) return null;
  return {
    id: Number(row.id),
    channel: row.channel,
    channelAccountId: row.channel_account_id,
    externalId: row.external_id,
    name: row.name,
    gender: row.gender,
    subscribedAt: new Date(row.created_at),
    lastInteractionAt: toDate(row.last_interaction_at),
    tags: row.tags ?? [],
    customFields: customFieldRecord(await listForAccount(em, accountId), variablesOf(row)),
  };
}

/** Everything the dashboard shows of one subscriber (SDK `SubscriberDirectory.profile`). */
export async function readProfile(
  em: EntityManager,
  accountId: number,
  subscriberId: number,
  lookup: SubscriberLookup & { historyLimit?: number } = {},
): Promise<SubscriberProfile | null> {
  const row = await loadRow(em, accountId, subscriberId, lookup);
  if (!row) return null;
  const own = variablesOf(row);
  const { displayName, ...names } = subscriberNames(row, own);
  const subscriber = { id: Number(row.id), accountId, channel: row.channel, channelAccountId: row.channel_account_id, externalId: row.external_id };
  return {
    id: subscriber.id,
    channel: row.channel,
    channelAccountId: row.channel_account_id,
    externalId: row.external_id,
    displayName,
    ...names,
    gender: row.gender,
    firstSeenAt: new Date(row.created_at),
    lastSeenAt: toDate(row.last_interaction_at),
    tags: row.tags ?? [],
    customFields: customFieldsOf(await listForAccount(em, accountId), own),
    flows: await flowsOf(em, accountId, subscriber.id),
    history: await readHistory(em, subscriber, { limit: lookup.historyLimit ?? 30 }),
  };
}

/** The history of a subscriber of the account (SDK `SubscriberDirectory.history`). */
export async function readSubscriberHistory(
  em: EntityManager,
  accountId: number,
  subscriberId: number,
  query: Parameters<typeof readHistory>[2] & SubscriberLookup,
) {
  const row = await loadRow(em, accountId, subscriberId, query);
  if (!row) return null;
  const subscriber = { id: Number(row.id), accountId, channel: row.channel, channelAccountId: row.channel_account_id, externalId: row.external_id };
  return readHistory(em, subscriber, { limit: query.limit, ...(query.before ? { before: query.before } : {}) });
}

/** The subscriber's conversations (one per flow), the most recently active first. */
async function flowsOf(em: EntityManager, accountId: number, subscriberId: number): Promise<SubscriberFlow[]> {
  const rows = await em.execute<ConversationRow[]>(
    `select c."flow_id", f."name", f."deleted_at", c."current_node", c."waiting_for", c."wait_until", c."created_at", c."updated_at"
       from "conversation" c join "flow" f on f."id" = c."flow_id" and f."account_id" = c."account_id"
      where c."account_id" = :accountId and c."subscriber_id" = :subscriberId
      order by c."updated_at" desc, c."id" desc limit :limit`,
    { accountId, subscriberId, limit: maxFlows },
  );
  return rows.map((row) => ({
    flowId: Number(row.flow_id),
    flowName: row.name,
    deleted: row.deleted_at !== null,
    state: row.waiting_for ? states[row.waiting_for] : 'ended',
    currentNode: row.current_node,
    waitUntil: row.waiting_for === 'time' || row.waiting_for === 'takeover' ? toDate(row.wait_until) : null,
    startedAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }));
}

function variablesOf(row: SubscriberRow): Record<string, unknown> {
  return fromJson<Record<string, unknown> | null>(row.variables) ?? {};
}
