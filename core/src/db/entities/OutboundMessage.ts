import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CanonicalMessage, SendFailureKind } from '@chatmill/sdk';

export const outboundStates = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboundState = (typeof outboundStates)[number];

/**
 * A message the runtime sends (architecture "Outbound is idempotent"): written in the step's
 * transaction, sent by a job, its state moving pending, sending, sent (or failed with the
 * platform's error). The messages of one step are sent in `position` order.
 */
export const OutboundMessageSchema = defineEntity({
  name: 'OutboundMessage',
  tableName: 'outbound_message',
  properties: {
    id: p.bigint('number').primary(),
    accountId: p.integer(),
    subscriberId: p.integer(),
    channel: p.string(),
    channelAccountId: p.string(),
    flowId: p.integer().nullable(),
    flowVersion: p.integer().nullable(),
    nodeId: p.string().nullable(),
    idempotencyKey: p.string(),
    stepKey: p.string(),
    position: p.integer(),
    message: p.json<CanonicalMessage>(),
    state: p.string().$type<OutboundState>().default('pending'),
    platformMessageId: p.string().nullable(),
    error: p.text().nullable(),
    /** Why a 'failed' message was given up (with the reason in `error`); null otherwise, and on messages failed before it was kept. */
    failure: p.string().$type<SendFailureKind>().nullable(),
    attempts: p.integer().default(0),
    /** A send job holds the message until then (so a second copy of the job does not send it too). */
    claimedUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    readAt: p.datetime().nullable(),
  },
});
export type OutboundMessage = InferEntity<typeof OutboundMessageSchema>;
