import { z } from 'zod';
import { hasNoNul, nulMessage, pageFields, pageOf, searchField, sortFields } from '@chatmill/sdk';
import { defaultPageSize, maxEmailLength, maxNameLength, maxPageSize } from '../limits.ts';
import { normalisePhone } from '../phone.ts';

/** Building blocks of the contacts API's shapes, shared by the server and the web half. */

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

export const searchText = searchField;

export const pageQuery = pageFields({ defaultPageSize, maxPageSize });

export { pageOf, sortFields as sortQuery };

export const deletedResponse = z.object({ id: z.number().int() });
