import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A named group of an account's flows (spec 2, 3 "suitcase_uid"); flows point at it with `suitcaseId`. */
export const FlowSuitcaseSchema = defineEntity({
  name: 'FlowSuitcase',
  tableName: 'flow_suitcase',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    name: p.string(),
    createdByUserId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type FlowSuitcase = InferEntity<typeof FlowSuitcaseSchema>;
