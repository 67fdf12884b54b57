import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A one-time notification request a flow sent (Messenger OTN); the opt-in comes back as the subscriber's click. */
export const OtnRequestSchema = defineEntity({
  name: 'OtnRequest',
  tableName: 'otn_request',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    subscriberId: p.integer(),
    flowId: p.integer().nullable(),
    nodeId: p.string(),
    title: p.string(),
    topic: p.string().default(''),
    requestedAt: p.datetime().onCreate(() => new Date()),
    optedInAt: p.datetime().nullable(),
  },
});
export type OtnRequest = InferEntity<typeof OtnRequestSchema>;
