import { z } from 'zod';
import { flowChannel, flowGraph, flowProblem, pageFields, sortFields } from '@chatmill/sdk';
import { flowStatuses } from '../../db/entities/Flow.ts';
import { recordId, requiredText } from '@chatmill/sdk/contracts';

/**
 * The shapes of /api/flows (flows.md "The REST API"): bodies, queries and params as the routes
 * validate them, and the answers, which produce exactly the SDK's web types (sdk/src/flows/flowApi.ts).
 */

export const flowIdParams = z.object({ id: recordId });
export const versionParams = z.object({
  id: recordId,
  number: z.coerce
    .number({ error: 'Use the version number, a whole number.' })
    .int('Use the version number, a whole number.')
    .min(1, 'Versions are numbered from 1.')
    .max(2_147_483_647, 'No version has this number.'),
});

export const flowName = requiredText('Give the flow a name.', 200);

/** A page, number, bot or widget id of the channel (the platform's id, so text). */
export const channelAccountId = z
  .string({ error: 'Choose the channel account.' })
  .trim()
  .min(1, 'Choose the channel account.')
  .max(200, 'A channel account id has at most 200 characters.')
  .regex(/^[\x21-\x7e]+$/, 'A channel account id is printable characters without spaces.');

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(max, `Use at most ${max} characters.`)
      .refine((v) => !v.includes('\u0000'), 'Remove the NUL characters.')
      .optional(),
  );

export const flowSortFields = ['name', 'status', 'enabled', 'createdAt', 'updatedAt'] as const;

export const flowListQuery = z.object({
  channel: z.preprocess((value) => (value === '' ? undefined : value), flowChannel.optional()),
  channelAccountId: z.preprocess((value) => (value === '' ? undefined : value), channelAccountId.optional()),
  /** Searches the flow names; `search` is the same, for lists driven by the SDK's ServerDataTable. */
  q: optionalText(200),
  search: optionalText(200),
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(flowStatuses, { error: `Use ${flowStatuses.join(', ')}.` }).optional()),
  suitcaseId: z.preprocess((value) => (value === '' ? undefined : value), recordId.optional()),
  ...pageFields(),
  ...sortFields(flowSortFields, 'updatedAt', 'desc'),
});
export type FlowListQuery = z.output<typeof flowListQuery>;

export const createFlowBody = z.strictObject({
  name: flowName,
  // The example names a channel this repository has a plugin for (the isolation walk uses it).
  channel: flowChannel.meta({ examples: ['widget'] }),
  channelAccountId: channelAccountId.optional(),
});
export type CreateFlowBody = z.output<typeof createFlowBody>;

/** Moves a flow to another account of its channel: where an orphan (made before its account) gets its account. */
export const moveFlowBody = z.strictObject({ channelAccountId });
export type MoveFlowBody = z.output<typeof moveFlowBody>;

/** The clone goes to this account of the channel; without it, to the account of the flow cloned. */
export const cloneFlowBody = z.strictObject({ channelAccountId: channelAccountId.optional() });
export type CloneFlowBody = z.output<typeof cloneFlowBody>;

export const saveDraftBody = z.strictObject({
  graph: flowGraph,
  /** The revision the editor loaded or last saved: a save from an older one is a conflict. */
  revision: z
    .number({ error: 'Send the draft revision you last loaded.' })
    .int('Send the draft revision you last loaded.')
    .min(0, 'Send the draft revision you last loaded.')
    .max(2_147_483_647, 'Send the draft revision you last loaded.'),
});
export type SaveDraftBody = z.output<typeof saveDraftBody>;

export const updateFlowBody = z
  .strictObject({
    name: flowName.optional(),
    enabled: z.boolean({ error: 'Say true or false.' }).optional(),
    /** A suitcase of the account, or null to take the flow out of its suitcase. */
    suitcaseId: recordId.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send the name, enabled or suitcaseId to change.', path: [''] });
export type UpdateFlowBody = z.output<typeof updateFlowBody>;

export const flowSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: flowChannel,
  channelAccountId: z.string().nullable(),
  status: z.enum(flowStatuses),
  enabled: z.boolean(),
  isClone: z.boolean(),
  publishedVersion: z.number().int().nullable(),
  suitcaseId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const flowPage = z.object({ items: z.array(flowSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const flowDetail = flowSummary.extend({
  draft: flowGraph,
  draftRevision: z.number().int(),
  problems: z.array(flowProblem),
  flowSlug: z.string(),
});

export const draftSaved = z.object({ draftRevision: z.number().int(), problems: z.array(flowProblem) });

/** A publish may take a postback id another flow of the channel account starts on ('Postback ID already used': override). */
export const publishBody = z.strictObject({ overridePostbackId: z.boolean().default(false) });

export const flowPublished = z.object({ version: z.number().int(), problems: z.array(flowProblem) });

export const versionList = z.object({
  items: z.array(
    z.object({
      number: z.number().int(),
      publishedAt: z.string(),
      publishedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
  ),
});

export const versionDetail = z.object({ number: z.number().int(), graph: flowGraph, publishedAt: z.string() });

const comparedNode = { nodeId: z.string(), type: z.string(), label: z.string() };
export const flowComparison = z.object({
  added: z.array(z.object(comparedNode)),
  removed: z.array(z.object(comparedNode)),
  changed: z.array(
    z.object({
      ...comparedNode,
      texts: z.array(z.object({ path: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
      settingsChanged: z.boolean(),
    }),
  ),
  edgesAdded: z.number().int(),
  edgesRemoved: z.number().int(),
});
