import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CanonicalEvent } from '@chatmill/sdk';

/**
 * A channel's inbound event, stored once per (channel, channel account, event id) before it is
 * acted on (architecture "Inbound is thin"); `processedAt` is set in the transaction that acted.
 */
export const InboundEventSchema = defineEntity({
  name: 'InboundEvent',
  tableName: 'inbound_event',
  properties: {
    id: p.bigint('number').primary(),
    accountId: p.integer(),
    channel: p.string(),
    channelAccountId: p.string(),
    eventId: p.string(),
    subscriberExternalId: p.string(),
    kind: p.string().$type<CanonicalEvent['kind']>(),
    payload: p.json<CanonicalEvent>(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    processedAt: p.datetime().nullable(),
  },
});
export type InboundEvent = InferEntity<typeof InboundEventSchema>;
