import { z } from 'zod';
import { flowChannel } from '@chatmill/sdk';
import { recordId, requiredText } from '@chatmill/sdk/contracts';
import { flowStatuses } from '../../db/entities/Flow.ts';

/** The shapes of /api/flow-suitcases (spec 2, 3 and 5): named groups of flows, shared by login email. */

export const suitcaseParams = z.object({ id: recordId });

export const suitcaseBody = z.strictObject({ name: requiredText('Give the suitcase a name.', 200) });
export type SuitcaseBody = z.output<typeof suitcaseBody>;

export const suitcase = z.object({
  id: z.number().int(),
  name: z.string(),
  received: z.boolean(),
  ownerName: z.string().nullable(),
  flows: z.array(z.object({ id: z.number().int(), name: z.string(), channel: flowChannel, status: z.enum(flowStatuses) })),
  sharedWith: z.array(z.string()),
  createdAt: z.string(),
});

export const suitcaseList = z.object({ items: z.array(suitcase) });
