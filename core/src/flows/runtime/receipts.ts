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
export async function storeReceipt(em: EntityManager, key: ChannelAccountKey, event: ReceiptEvent, insert: { sql: string; params: Record<string, unknown> }): Promise<boolean> {
  const update = receiptUpdate(key, event);
  const [row] = await executePrepared<{ stored: number }[]>(
    em,
    `with "stored" as (${insert.sql})${update ? `, "applied" as (${update.sql} and exists (select 1 from "stored") returning 1)` : ''}
     select (select count(*) from "stored")::int as "stored"`,
    { ...insert.params, ...update?.params },
  );
  return (row?.stored ?? 0) > 0;
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
