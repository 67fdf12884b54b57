import { z } from 'zod';
import { defaultPageSize, maxEmailLength, maxNameLength, maxPageSize } from '../limits.ts';
import { normalisePhone } from '../phone.ts';

/** Building blocks of the contacts API's shapes, shared by the server and the web half. */

/** PostgreSQL refuses NUL in text; refusing it here keeps such input a 400 instead of a 500. */
const hasNoNul = (value: string) => !value.includes('\u0000');
const nulMessage = 'Remove the invisible NUL characters from this text.';

/** Ids are int4 columns: anything larger can never exist, so it is a validation error, not a database one. */
const maxId = 2_147_483_647;

export const recordId = z
  .number({ error: 'Use the record id, a whole number.' })
  .int('Use the record id, a whole number.')
  .positive('Use the record id, a whole number.')
  .max(maxId, 'No record has this id.');

/** An id from a path or query string, where every value arrives as text. */
export const recordIdText = z.coerce
  .number({ error: 'Use the record id, a whole number.' })
  .int('Use the record id, a whole number.')
  .positive('Use the record id, a whole number.')
  .max(maxId, 'No record has this id.');

export const idParams = z.object({ id: recordIdText });

/** An optional id filter in a query string; `tagId=` (empty) means no filter. */
export const optionalIdFilter = z.preprocess((value) => (value === '' ? undefined : value), recordIdText.optional());

export function nameText(what: string) {
  return z
    .string({ error: `Enter the ${what} as text.` })
    .trim()
    .max(maxNameLength, `Use at most ${maxNameLength} characters for the ${what}.`)
    .refine(hasNoNul, nulMessage);
}

export function requiredName(what: string) {
  return nameText(what).refine((value) => value.length > 0, `Enter the ${what}.`);
}

export const emailAddress = z
  .string({ error: 'Enter the email address as text.' })
  .trim()
  .toLowerCase()
  .max(maxEmailLength, `An email address has at most ${maxEmailLength} characters.`)
  .pipe(z.email({ error: 'Enter a valid email address, e.g. name@example.com.' }));

/** `null` or an empty string clears the email. */
export const optionalEmail = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), emailAddress.nullable());

export const phoneNumber = z.string({ error: 'Enter the phone number as text.' }).transform((value, ctx) => {
  const result = normalisePhone(value);
  if (result.ok) return result.phone;
  ctx.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});

/** `null` or an empty string clears the phone number. */
export const optionalPhone = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), phoneNumber.nullable());

export const searchText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string({ error: 'Enter the search as text.' }).trim().max(200, 'Search for at most 200 characters.').refine(hasNoNul, nulMessage).optional(),
);

export const pageQuery = {
  page: z.coerce.number({ error: 'Use a page number from 1.' }).int('Use a page number from 1.').min(1, 'Use a page number from 1.').max(1_000_000, 'Use a smaller page number.').default(1),
  pageSize: z.coerce
    .number({ error: `Use a page size from 1 to ${maxPageSize}.` })
    .int(`Use a page size from 1 to ${maxPageSize}.`)
    .min(1, `Use a page size from 1 to ${maxPageSize}.`)
    .max(maxPageSize, `Use a page size from 1 to ${maxPageSize}.`)
    .default(defaultPageSize),
};

export function sortQuery<const Field extends string>(fields: readonly [Field, ...Field[]], defaultField: Field, defaultOrder: 'asc' | 'desc') {
  return {
    sort: z.enum(fields, { error: `Sort by ${fields.join(', ')}.` }).default(defaultField),
    order: z.enum(['asc', 'desc'], { error: 'Use asc or desc.' }).default(defaultOrder),
  };
}

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export const deletedResponse = z.object({ id: z.number().int() });
