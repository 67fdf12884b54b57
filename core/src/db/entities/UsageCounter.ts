import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** How much of a feature an account used in a period ('2026-11', '2026' or 'lifetime'). */
export const UsageCounterSchema = defineEntity({
  name: 'UsageCounter',
  tableName: 'usage_counter',
  properties: {
    accountId: p.integer().primary(),
    featureId: p.integer().primary(),
    period: p.string().primary(),
    used: p.integer().default(0),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  primaryKeys: ['accountId', 'featureId', 'period'],
});
export type UsageCounter = InferEntity<typeof UsageCounterSchema>;
