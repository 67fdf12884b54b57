import { z } from 'zod';
import { hasNoNul, nulMessage, pageFields as sdkPageFields, pageOf, searchField } from '../http/listQuerySchema.ts';

/**
 * The paging contract of the core's admin lists (the SDK's `ListPage` and `ListQuery`, which
 * the web's ServerDataTable speaks): `page` from 1, `pageSize`, an optional `search`, and an
 * answer of `{ items, total, page, pageSize }`.
 */
/** Page, page size (25 unless asked) and search, as every admin list takes them. */
export const pageFields = { ...sdkPageFields(), search: searchField };

export { pageOf };

/** What a DELETE answers: the id that went. */
export const deletedResponse = z.object({ id: z.number().int() });

/** Ids are int4 columns: a larger one can never exist, so it is a validation error, not a database one. */
export const recordId = z.coerce
  .number({ error: 'Use the record id, a whole number.' })
  .int('Use the record id, a whole number.')
  .positive('Use the record id, a whole number.')
  .max(2_147_483_647, 'No record has this id.');

export const idParams = z.object({ id: recordId });

/** Free text the database stores: trimmed, at most `max` characters, no NUL. */
export function requiredText(requiredMessage: string, max: number) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, `Use at most ${max} characters.`).refine(hasNoNul, nulMessage);
}
