import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A subscriber's click on a flow's button or quick reply (spec 2, 3 "Flow stats": clicks per button). */
export const FlowClickSchema = defineEntity({
  name: 'FlowClick',
  tableName: 'flow_click',
  properties: {
    id: p.bigint('number').primary(),
    accountId: p.integer(),
    flowId: p.integer(),
    nodeId: p.string(),
    handle: p.string(),
    subscriberId: p.integer(),
    clickedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FlowClick = InferEntity<typeof FlowClickSchema>;
