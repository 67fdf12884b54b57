import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FlowChannel, FlowGraph } from '@chatmill/sdk';

/** Spec 2, 3 and 4: draft (never published), published, or shared (received from another account; cannot be shared again). */
export const flowStatuses = ['draft', 'published', 'shared'] as const;
export type FlowStatus = (typeof flowStatuses)[number];

/**
 * A flow (spec 2, 3 "Flow"): its working draft, saved automatically, and a pointer to its
 * latest immutable published version (FlowVersion), which is what the runtime runs.
 */
export const FlowSchema = defineEntity({
  name: 'Flow',
  tableName: 'flow',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    channel: p.string().$type<FlowChannel>(),
    /** The channel account (page, number, bot, widget) the flow runs on; null: not chosen yet. */
    channelAccountId: p.string().nullable(),
    name: p.string(),
    status: p.string().$type<FlowStatus>().default('draft'),
    /** Switched off per channel (spec 2, 4): the runtime skips it. */
    enabled: p.boolean().default(true),
    isClone: p.boolean().default(false),
    draft: p.json<FlowGraph>(),
    /** Bumped by every draft save: a save naming an older revision is a conflict, not an overwrite. */
    draftRevision: p.integer().default(0),
    /** The number of the version the runtime runs; null until first published. */
    publishedVersion: p.integer().nullable(),
    suitcaseId: p.integer().nullable(),
    /** The flow this one was imported from (sharing). */
    sharedFromFlowId: p.integer().nullable(),
    createdByUserId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** Deleted flows stay for undo until purged. */
    deletedAt: p.datetime().nullable(),
  },
});
export type Flow = InferEntity<typeof FlowSchema>;
