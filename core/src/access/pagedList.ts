import { z } from 'zod';

/**
 * The paging contract of the core's admin lists (the SDK's `ListPage` and `ListQuery`, which
 * the web's ServerDataTable speaks): `page` from 1, `pageSize`, an optional `search`, and an
 * answer of `{ items, total, page, pageSize }`.
 */
export const maxPageSize = 100;

/** PostgreSQL refuses NUL in text; refusing it here keeps such a search a 400, not a 500. */
const noNul = (value: string) => !value.includes('\u0000');

export const pageFields = {
  page: z.coerce
    .number({ error: 'Use a page number from 1.' })
    .int('Use a page number from 1.')
    .min(1, 'Use a page number from 1.')
    .max(1_000_000, 'Use a smaller page number.')
    .default(1),
  pageSize: z.coerce
    .number({ error: `Use a page size from 1 to ${maxPageSize}.` })
    .int(`Use a page size from 1 to ${maxPageSize}.`)
    .min(1, `Use a page size from 1 to ${maxPageSize}.`)
    .max(maxPageSize, `Use a page size from 1 to ${maxPageSize}.`)
    .default(25),
  /** `search=` (empty) means no search. */
  search: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string({ error: 'Enter the search as text.' }).trim().max(200, 'Search for at most 200 characters.').refine(noNul, 'Remove the NUL characters from the search.').optional(),
  ),
};

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** A search term for `ilike` (whose escape character is `\`): the user's % and _ match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Use at most ${max} characters.`)
    .refine(noNul, 'Remove the NUL characters from this text.');
}
