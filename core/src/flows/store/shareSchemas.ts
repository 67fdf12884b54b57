import { z } from 'zod';
import { flowChannel } from '@chatmill/sdk';
import { email, recordId } from '@chatmill/sdk/contracts';
import { channelAccountId } from './flowSchemas.ts';

/** The shapes of flow sharing (spec 2, 5): share by login email, the public share screen, the import. */

/** The login email of a user of another account on this brand. */
export const shareBody = z.strictObject({ email });
export type ShareBody = z.output<typeof shareBody>;

export const sharedOk = z.object({ ok: z.literal(true) });

export const flowShareParams = z.object({ flowId: recordId });

export const flowShareInfo = z.object({
  flowId: z.number().int(),
  name: z.string(),
  channel: flowChannel,
  ownerName: z.string(),
});

export const importBody = z.strictObject({
  /** The receiver's channel account the imported flow runs on; it can be chosen later. */
  channelAccountId: channelAccountId.optional(),
});
export type ImportBody = z.output<typeof importBody>;
