import { z } from 'zod';
import { hasNoNul, nulMessage, pageFields, pageOf, publicHttpUrl, searchField, sortFields } from '@chatmill/sdk';
import { defaultPageSize, maxPageSize } from '../limits.ts';
import { messages } from '../messages.ts';

/** Building blocks of the widget API's shapes. */

const maxId = 2_147_483_647;
const idMessage = 'Use the record id, a whole number.';

export const recordIdText = z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(maxId, 'No record has this id.');
export const recordId = z.number({ error: idMessage }).int(idMessage).positive(idMessage).max(maxId, 'No record has this id.');
export const idParams = z.object({ id: recordIdText });

export function text(what: string, max: number, options: { required?: boolean } = {}) {
  const base = z
    .string({ error: `Enter the ${what} as text.` })
    .trim()
    .max(max, `Use at most ${max} characters for the ${what}.`)
    .refine(hasNoNul, nulMessage);
  return options.required ? base.refine((value) => value.length > 0, `Enter the ${what}.`) : base;
}

/** An https address, or null (an empty string clears it). */
export const optionalHttpsUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value),
  // The address is handed to visitors' browsers and may be fetched by the server: never one inside a private network.
  z
    .url({ protocol: /^https$/, error: messages.httpsUrl })
    .max(2000, 'Use an address of at most 2,000 characters.')
    .pipe(publicHttpUrl({ httpsOnly: true }))
    .nullable(),
);

export const searchText = searchField;

export const pageQuery = pageFields({ defaultPageSize, maxPageSize });

export { pageOf, sortFields as sortQuery };

export const deletedResponse = z.object({ id: z.number().int() });
