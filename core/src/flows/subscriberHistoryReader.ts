import type { EntityManager } from '@mikro-orm/sql';
import type { OutboundState, SendFailureKind, SubscriberHistoryPage, SubscriberHistoryQuery, SubscriberMessage, SubscriberMessageCursor } from '@chatmill/sdk';
import { fromJson } from './runtime/sqlValues.ts';
import { inboundContent, outboundContent, saidKinds } from './subscriberMessageText.ts';

/** The subscriber whose conversation is read; the caller found it in its account. */
export interface HistorySubscriber {
  id: number;
  accountId: number;
  channel: string;
  channelAccountId: string;
  externalId: string;
}

interface Row {
  id: string | number;
  side: 'i' | 'o';
  kind: string;
  body: unknown;
  state: OutboundState | null;
  error: string | null;
  failure: SendFailureKind | null;
  at: Date | string;
  micros: string | number;
}

/** Only the constant kinds above reach the SQL text. */
const saidKindsSql = saidKinds.map((kind) => `'${kind}'`).join(', ');

/**
 * A page of a subscriber's conversation from the runtime's own tables, which every channel
 * writes: `inbound_event` (what they said, stored once per platform event) and
 * `outbound_message` (what flows, broadcasts and agents sent them, with its delivery state, and
 * for a message that could not go out its kind of failure and reason).
 * A channel's own transcript (the widget's) holds only that channel, so it is not read here.
 *
 * Pages go back in time by a keyset cursor (time in microseconds, side, row id), so a message
 * arriving while the user reads does not shift the older pages.
 */
export async function readHistory(em: EntityManager, subscriber: HistorySubscriber, query: SubscriberHistoryQuery): Promise<SubscriberHistoryPage> {
  const before = query.before ? parseCursor(query.before) : null;
  const rows = await em.execute<Row[]>(
    `select * from (
       select e."id", 'i' as "side", e."kind", e."payload" as "body", cast(null as varchar) as "state", cast(null as text) as "error",
              cast(null as varchar) as "failure", e."received_at" as "at",
              cast(floor(extract(epoch from e."received_at") * 1000000) as bigint) as "micros"
         from "inbound_event" e
        where e."account_id" = :accountId and e."channel" = :channel and e."channel_account_id" = :channelAccountId
          and e."subscriber_external_id" = :externalId and e."kind" in (${saidKindsSql})
       union all
       select o."id", 'o', coalesce(o."message"->>'kind', ''), o."message", o."state", o."error", o."failure", o."created_at",
              cast(floor(extract(epoch from o."created_at") * 1000000) as bigint)
         from "outbound_message" o
        where o."account_id" = :accountId and o."subscriber_id" = :subscriberId
     ) h
     ${before ? `where ("micros", "side", "id") < (cast(:beforeMicros as bigint), cast(:beforeSide as varchar), cast(:beforeId as bigint))` : ''}
     order by "micros" desc, "side" desc, "id" desc
     limit :limit`,
    {
      accountId: subscriber.accountId,
      channel: subscriber.channel,
      channelAccountId: subscriber.channelAccountId,
      externalId: subscriber.externalId,
      subscriberId: subscriber.id,
      ...(before ? { beforeMicros: before.micros, beforeSide: before.side, beforeId: before.id } : {}),
      // One more than asked: whether it comes says there is an earlier page.
      limit: query.limit + 1,
    },
  );
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1);
  return {
    messages: page.reverse().map(toMessage),
    earlier: rows.length > query.limit && oldest ? cursorOf(oldest) : null,
  };
}

function toMessage(row: Row): SubscriberMessage {
  const body = fromJson<unknown>(row.body);
  const content = row.side === 'i' ? inboundContent(row.kind, body) : outboundContent(body);
  return {
    id: `${row.side === 'i' ? 'in' : 'out'}-${row.id}`,
    direction: row.side === 'i' ? 'in' : 'out',
    at: new Date(row.at),
    ...content,
    state: row.side === 'o' ? row.state : null,
    // A message waiting for its next try keeps the last error too: only a failed one shows it.
    failure: row.side === 'o' && row.state === 'failed' ? { kind: row.failure, reason: row.error ?? '' } : null,
  };
}

function cursorOf(row: Row): SubscriberMessageCursor {
  return `${row.micros}-${row.side}-${row.id}` as SubscriberMessageCursor;
}

function parseCursor(cursor: SubscriberMessageCursor): { micros: string; side: string; id: string } {
  const [micros, side, id] = cursor.split('-') as [string, string, string];
  return { micros, side, id };
}
