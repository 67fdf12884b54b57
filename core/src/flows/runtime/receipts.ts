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
  if (event.kind === 'delivery') {
    if (!event.messageIds.length) return;
    await tx.execute(
      `update "outbound_message" set "delivered_at" = coalesce("delivered_at", cast(:at as timestamptz))
       where "account_id" = :accountId and "channel" = :channel and "channel_account_id" = :channelAccountId
         and "platform_message_id" in (select jsonb_array_elements_text(cast(:ids as jsonb)))`,
      { ...key, ids: JSON.stringify(event.messageIds), at: new Date(event.timestamp).toISOString() },
    );
    return;
  }
  // Everything sent to the subscriber up to the watermark was read (and so delivered).
  await tx.execute(
    `update "outbound_message" set "read_at" = coalesce("read_at", cast(:at as timestamptz)), "delivered_at" = coalesce("delivered_at", cast(:at as timestamptz))
     where "subscriber_id" = (select "id" from "subscriber" where "account_id" = :accountId and "channel" = :channel and "channel_account_id" = :channelAccountId and "external_id" = :externalId)
       and "state" = 'sent' and "sent_at" <= cast(:at as timestamptz) and "read_at" is null`,
    { ...key, externalId: event.subscriberExternalId, at: new Date(event.watermark).toISOString() },
  );
}
