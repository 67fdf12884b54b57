import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What a conversation waits for: the subscriber's answer, a time gap's due time, or the end of a human take-over. */
export type ConversationWait = 'input' | 'time' | 'takeover';

/**
 * Where a subscriber is in a flow (the runtime's state machine, one per subscriber and flow).
 * `step` counts the runtime's steps in it: outbound idempotency keys and wake-up job keys carry
 * it, so a step replayed after a crash writes the same keys and has its effects once.
 */
export const ConversationSchema = defineEntity({
  name: 'Conversation',
  tableName: 'conversation',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    subscriberId: p.integer(),
    flowId: p.integer(),
    /** The published version it runs (0: the editor's draft, in the simulator). */
    flowVersion: p.integer(),
    currentNode: p.string().nullable(),
    waitingFor: p.string().$type<ConversationWait>().nullable(),
    /** The output to follow when the wait ends. */
    waitHandle: p.string().nullable(),
    waitUntil: p.datetime().nullable(),
    /** The singleton key of the job that ends the wait; a job with another key is stale. */
    waitJobKey: p.string().nullable(),
    step: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Conversation = InferEntity<typeof ConversationSchema>;
