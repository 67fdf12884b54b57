import { z } from 'zod';

/** The dashboard widget's numbers; deleted contacts waiting for undo are not counted. */
export const statsResponse = z.object({ contacts: z.number().int(), books: z.number().int(), tags: z.number().int() });
export type ContactStats = z.output<typeof statsResponse>;
