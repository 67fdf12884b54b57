import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A flow shared with another account (spec 2, 5), which may then import it. The row belongs to
 * the giving account (`accountId`); one share per flow and receiving account.
 */
export const FlowShareSchema = defineEntity({
  name: 'FlowShare',
  tableName: 'flow_share',
  properties: {
    id: p.integer().primary(),
    flowId: p.integer(),
    accountId: p.integer(),
    sharedWithAccountId: p.integer(),
    /** The login email the owner typed, shown in their list of shares. */
    sharedWithEmail: p.string(),
    sharedByUserId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FlowShare = InferEntity<typeof FlowShareSchema>;
