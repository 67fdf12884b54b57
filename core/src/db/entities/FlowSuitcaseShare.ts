import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A suitcase shared with another account by login email (spec 2, 5): that account sees the
 * suitcase and may import its flows. The row belongs to the giving account (`accountId`).
 */
export const FlowSuitcaseShareSchema = defineEntity({
  name: 'FlowSuitcaseShare',
  tableName: 'flow_suitcase_share',
  properties: {
    id: p.integer().primary(),
    suitcaseId: p.integer(),
    accountId: p.integer(),
    sharedWithAccountId: p.integer(),
    /** The login email the owner typed, shown in their list of shares. */
    sharedWithEmail: p.string(),
    sharedByUserId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FlowSuitcaseShare = InferEntity<typeof FlowSuitcaseShareSchema>;
