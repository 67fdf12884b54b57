import { z } from 'zod';
import { canonicalMessage, sendFailureKinds } from '@chatmill/sdk';

/** The shapes of the runtime's routes (flows.md): GET /api/flows/:id/stats and POST /api/flows/:id/simulator. */

export interface ButtonStatsShape {
  nodeId: string;
  handle: string;
  label: string;
  clicks: number;
  children?: ButtonStatsShape[];
}

const buttonStats: z.ZodType<ButtonStatsShape> = z
  .lazy(() => z.object({ nodeId: z.string(), handle: z.string(), label: z.string(), clicks: z.number().int(), children: z.array(buttonStats).optional() }))
  .meta({ id: 'FlowButtonStats' }); // recursive: the OpenAPI document gives it a component of this name

export const flowStatsResponse = z.object({
  sends: z.number().int(),
  deliveries: z.number().int(),
  reads: z.number().int(),
  /** Of sends, rounded up (spec 2, 7). */
  deliveryPercent: z.number().int(),
  readPercent: z.number().int(),
  buttons: z.array(buttonStats),
  /** Failed sends per node, the nodes with the most first; each with up to 5 distinct reasons, the most frequent first. */
  failures: z.array(
    z.object({
      nodeId: z.string(),
      label: z.string(),
      failed: z.number().int(),
      reasons: z.array(z.object({ kind: z.enum(sendFailureKinds).nullable(), reason: z.string(), count: z.number().int() })),
    }),
  ),
});

const payload = z.string({ error: 'Send the button’s payload.' }).min(1, 'Send the button’s payload.').max(1000, 'A payload has at most 1000 characters.');
const text = z.string({ error: 'Type a message.' }).max(2000, 'A message has at most 2000 characters.');

export const simulatorBody = z.object({
  /** Start over: forget the test subscriber's conversation, tags and variables. */
  reset: z.boolean().default(false),
  event: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('message'), text: text.refine((value) => value.trim() !== '', 'Type a message.') }),
      z.object({ kind: z.literal('postback'), payload }),
      z.object({ kind: z.literal('quickReply'), payload, text }),
    ],
    { error: 'Send a message, a postback or a quick reply.' },
  ),
});

export const simulatorResponse = z.object({
  messages: z.array(z.object({ nodeId: z.string(), kind: z.string(), rendered: canonicalMessage, unrenderable: z.string().optional() })),
  state: z.object({
    waitingAt: z.string().nullable(),
    waitingFor: z.enum(['input', 'time']).nullable(),
    variables: z.record(z.string(), z.string()),
    tags: z.array(z.string()),
  }),
  skipped: z.array(z.object({ nodeId: z.string(), kind: z.enum(['time', 'takeover']), until: z.string(), afterMessages: z.number().int() })),
});
