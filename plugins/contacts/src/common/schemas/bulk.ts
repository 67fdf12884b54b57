import { z } from 'zod';
import { recordId } from './fields.ts';

export const bulkActions = ['addTag', 'removeTag', 'addToBook', 'removeFromBook', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];

/**
 * No `.max(50)` on the list: past the bulk limit the answer is the spec's 422 'Too Much',
 * not a schema error, so the service counts the contacts.
 */
const contactIds = z.array(recordId, { error: 'Send the selected contact ids as a list.' }).min(1, 'Select at least one contact.');

export const bulkBody = z
  .strictObject({
    action: z.enum(bulkActions, { error: `Choose an action: ${bulkActions.join(', ')}.` }),
    contactIds,
    tagId: recordId.optional(),
    bookId: recordId.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.action === 'addTag' || body.action === 'removeTag') && body.tagId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tagId'], message: 'Choose the tag to add or remove.' });
    }
    if ((body.action === 'addToBook' || body.action === 'removeFromBook') && body.bookId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['bookId'], message: 'Choose the contact book to add to or remove from.' });
    }
  });
export type BulkBody = z.output<typeof bulkBody>;

/** `affected`: contacts that changed (a contact already holding the tag does not count). */
export const bulkResponse = z.object({ action: z.enum(bulkActions), affected: z.number().int(), undo: z.boolean() });
export type BulkResponse = z.output<typeof bulkResponse>;

export const bulkRestoreBody = z.strictObject({ contactIds });
export type BulkRestoreBody = z.output<typeof bulkRestoreBody>;

export const bulkRestoreResponse = z.object({ restored: z.number().int() });
