import { z } from 'zod';

/**
 * The zod side of the paging contract every list route speaks (see `ListQuery` and `ListPage`
 * in sdk/src/web/listQuery.ts, which the web's ServerDataTable sends and reads): `page` from 1,
 * `pageSize`, an optional `search`, `sort` and `order`; the answer `{ items, total, page, pageSize }`.
 * Core and plugins build their list queries from these, so every list says the same words.
 */
export const maxListPageSize = 100;

/** PostgreSQL refuses NUL in text; refusing it at the boundary keeps such input a 400, not a 500. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');
export const nulMessage = 'Remove the invisible NUL characters from this text.';

/** `page` and `pageSize`, as they arrive in a query string. */
export function pageFields(options: { defaultPageSize?: number; maxPageSize?: number } = {}) {
  const max = options.maxPageSize ?? maxListPageSize;
  const sizeMessage = `Use a page size from 1 to ${max}.`;
  return {
    page: z.coerce
      .number({ error: 'Use a page number from 1.' })
      .int('Use a page number from 1.')
      .min(1, 'Use a page number from 1.')
      .max(1_000_000, 'Use a smaller page number.')
      .default(1),
    pageSize: z.coerce
      .number({ error: sizeMessage })
      .int(sizeMessage)
      .min(1, sizeMessage)
      .max(max, sizeMessage)
      .default(options.defaultPageSize ?? 25),
  };
}

/** `search=` (empty) means no search. */
export const searchField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string({ error: 'Enter the search as text.' }).trim().max(200, 'Search for at most 200 characters.').refine(hasNoNul, nulMessage).optional(),
);

/** `sort` (one of the route's fields) and `order`. */
export function sortFields<const Field extends string>(fields: readonly [Field, ...Field[]], defaultField: Field, defaultOrder: 'asc' | 'desc') {
  return {
    sort: z.enum(fields, { error: `Sort by ${fields.join(', ')}.` }).default(defaultField),
    order: z.enum(['asc', 'desc'], { error: 'Use asc or desc.' }).default(defaultOrder),
  };
}

/** The answer of a list route. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
