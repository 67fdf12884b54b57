import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A subscriber joined (or left) a sequence through a flow's Action. Sequences themselves come
 * with the sequences feature; this records membership so it can start from these rows.
 */
export const SequenceSubscriptionSchema = defineEntity({
  name: 'SequenceSubscription',
  tableName: 'sequence_subscription',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    subscriberId: p.integer(),
    sequenceId: p.string(),
    subscribedAt: p.datetime().onCreate(() => new Date()),
    unsubscribedAt: p.datetime().nullable(),
  },
});
export type SequenceSubscription = InferEntity<typeof SequenceSubscriptionSchema>;
