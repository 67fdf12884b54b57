import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FlowGraph } from '@chatmill/sdk';

/** A published version of a flow: numbered from 1 per flow and never changed once written. */
export const FlowVersionSchema = defineEntity({
  name: 'FlowVersion',
  tableName: 'flow_version',
  properties: {
    id: p.integer().primary(),
    flowId: p.integer(),
    /** The account of the flow, so version reads are scoped like every other row. */
    accountId: p.integer(),
    number: p.integer(),
    graph: p.json<FlowGraph>(),
    publishedAt: p.datetime().onCreate(() => new Date()),
    publishedByUserId: p.integer().nullable(),
  },
});
export type FlowVersion = InferEntity<typeof FlowVersionSchema>;
