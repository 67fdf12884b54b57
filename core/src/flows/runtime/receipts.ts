import { executePrepared } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import type { CanonicalEvent, ChannelAccountKey } from '@chatmill/sdk';

export type ReceiptEvent = Extract<CanonicalEvent, { kind: 'delivery' | 'read' }>;

/**
 * Delivery and read receipts only mark outbound messages, and each mark is kept once
 * (`coalesce`), so they commute with each other and with everything else the subscriber does:
 * unlike what the subscriber says, they need neither the subscriber's lock nor their turn.
 */
export function isReceipt(event: CanonicalEvent): event is ReceiptEvent {
  return event.kind === 'delivery' || event.kind === 'read';
}

/** Applies a receipt to the channel account's outbound messages, in one statement. */
export async function applyReceipt(tx: EntityManager, key: ChannelAccountKey, event: ReceiptEvent): Promise<void> {
  const update = receiptUpdate(key, event);
  if (update) await executePrepared(tx, update.sql, update.params);
}

/**
 * Stores a receipt as an inbound event, done, and applies it if it is new, in one statement (no
 * transaction needed). `insert` is the event's insert returning its "id"; answers whether it was new.
 */
export async function storeReceipt(
  em: EntityManager,
  key: ChannelAccountKey,
  event: ReceiptEvent,
  insert: { sql: string; params: Record<string, unknown> },
): Promise<boolean> {
  const update = receiptUpdate(key, event);
  const [row] = await executePrepared<{ stored: number }[]>(
    em,
    `with "stored" as (${insert.sql})${update ? `, "applied" as (${update.sql} and exists (select 1 from "stored") returning 1)` : ''}
     select (select count(*) from "stored")::int as "stored"`,
    { ...insert.params, ...update?.params },
  );
  return (row?.stored ?? 0) > 0;
}

export type DeliveryEvent = Extract<CanonicalEvent, { kind: 'delivery' }>;

/** A delivery receipt of a channel account, as `storeDeliveries` takes it. */
export interface KeyedDelivery {
  key: ChannelAccountKey;
  event: DeliveryEvent;
}

/**
 * Stores delivery receipts, of any channel accounts, as inbound events, done, and applies those
 * that are new, all in one statement; answers for each whether it was new. A message marked by
 * several receipts of the batch gets the earliest time. The batch form of `storeReceipt` for
 * deliveries, which channels report one per message shown (the widget: one per bot reply).
 */
export async function storeDeliveries(em: EntityManager, deliveries: readonly KeyedDelivery[]): Promise<boolean[]> {
  const rows = deliveries.map(({ key, event }) => ({
    account_id: key.accountId,
    channel: key.channel,
    channel_account_id: key.channelAccountId,
    event_id: event.eventId,
    subscriber: event.subscriberExternalId,
    payload: event,
    ids: event.messageIds,
    at: new Date(event.timestamp).toISOString(),
  }));
  const stored = await executePrepared<Array<{ channel: string; channel_account_id: string; event_id: string }>>(
    em,
    `with "e" as (
       select * from jsonb_to_recordset(cast(:rows as jsonb))
         as e("account_id" int, "channel" text, "channel_account_id" text, "event_id" text, "subscriber" text, "payload" jsonb, "ids" jsonb, "at" timestamptz)
     ), "stored" as (
       insert into "inbound_event" ("account_id", "channel", "channel_account_id", "event_id", "subscriber_external_id", "kind", "payload", "processed_at")
       select "account_id", "channel", "channel_account_id", "event_id", "subscriber", 'delivery', "payload", now() from "e"
       on conflict ("channel", "channel_account_id", "event_id") do nothing
       returning "channel", "channel_account_id", "event_id"
     ), "marks" as (
       select e."account_id", e."channel", e."channel_account_id", m."id" as "platform_message_id", min(e."at") as "at"
       from "e" join "stored" using ("channel", "channel_account_id", "event_id"), jsonb_array_elements_text(e."ids") as m("id")
       group by 1, 2, 3, 4
     ), "applied" as (
       update "outbound_message" o set "delivered_at" = coalesce(o."delivered_at", k."at")
       from "marks" k
       where o."account_id" = k."account_id" and o."channel" = k."channel" and o."channel_account_id" = k."channel_account_id"
         and o."platform_message_id" = k."platform_message_id"
       returning 1
     )
     select "channel", "channel_account_id", "event_id" from "stored"`,
    { rows: JSON.stringify(rows) },
  );
  const keyOf = (channel: string, channelAccountId: string, eventId: string) => JSON.stringify([channel, channelAccountId, eventId]);
  const fresh = new Set(stored.map((row) => keyOf(row.channel, row.channel_account_id, row.event_id)));
  // The same event twice in one batch is stored once: the first of them is the new one.
  return deliveries.map(({ key, event }) => fresh.delete(keyOf(key.channel, key.channelAccountId, event.eventId)));
}

/** The statement that sets a receipt's marks; null when it marks nothing. */
function receiptUpdate(key: ChannelAccountKey, event: ReceiptEvent): { sql: string; params: Record<string, unknown> } | null {
  if (event.kind === 'delivery') {
    if (!event.messageIds.length) return null;
    return {
      sql: `update "outbound_message" set "delivered_at" = coalesce("delivered_at", cast(:at as timestamptz))
       where "account_id" = :accountId and "channel" = :channel and "channel_account_id" = :channelAccountId
         and "platform_message_id" = any(array(select jsonb_array_elements_text(cast(:ids as jsonb))))`,
      params: { ...key, ids: JSON.stringify(event.messageIds), at: new Date(event.timestamp).toISOString() },
    };
  }
  // Everything sent to the subscriber up to the watermark was read (and so delivered).
  return {
    sql: `update "outbound_message" set "read_at" = coalesce("read_at", cast(:at as timestamptz)), "delivered_at" = coalesce("delivered_at", cast(:at as timestamptz))
     where "subscriber_id" = (select "id" from "subscriber" where "account_id" = :accountId and "channel" = :channel and "channel_account_id" = :channelAccountId and "external_id" = :externalId)
       and "state" = 'sent' and "sent_at" <= cast(:at as timestamptz) and "read_at" is null`,
    params: { ...key, externalId: event.subscriberExternalId, at: new Date(event.watermark).toISOString() },
  };
}
