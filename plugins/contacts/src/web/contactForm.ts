import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import { contactStatuses, defaultContactStatus } from '../common/contactStatus.ts';
import { maxEmailLength, maxNameLength } from '../common/limits.ts';
import { normalisePhone } from '../common/phone.ts';
import type { ContractInput } from '@chatmill/sdk/web';
import type { contracts } from '../common/contracts.ts';
import type { ContactView } from './types.ts';

/**
 * A light check of the shape; the server's stricter one answers with a field message too. It
 * runs on every keystroke, whatever the length (zod's checks do not stop at the length one), so
 * it is linear: the domain's first character, then no dot until the first dot after it, so
 * nothing can be matched in two ways. It takes what /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took, which
 * tried every dot of a long pasted text against every end.
 */
const emailShape = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/**
 * The contact dialog's schema, with messages in the user's language. zod/mini keeps the
 * dialog's chunk small; the server checks the same rules with the common schemas.
 */
export function contactFormSchema(t: TFunction<'contacts'>) {
  const name = z.string().check(z.trim(), z.maxLength(maxNameLength, t('validation.tooLong', { max: maxNameLength })));
  return z
    .object({
      firstName: name,
      lastName: name,
      email: z.string().check(
        z.trim(),
        z.maxLength(maxEmailLength, t('validation.tooLong', { max: maxEmailLength })),
        z.refine((v) => v === '' || emailShape.test(v), t('validation.email')),
      ),
      phone: z.string().check(
        z.trim(),
        z.refine((v) => v === '' || normalisePhone(v).ok, t('validation.phone')),
      ),
      status: z.enum(contactStatuses),
      tagIds: z.array(z.number()),
      bookIds: z.array(z.number()),
    })
    .check(z.refine((v) => v.email !== '' || v.phone !== '', { error: t('validation.emailOrPhone'), path: ['email'] }));
}

export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;

export function contactFormValues(contact: ContactView | null): ContactFormValues {
  if (!contact) return { firstName: '', lastName: '', email: '', phone: '', status: defaultContactStatus, tagIds: [], bookIds: [] };
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    status: contact.status,
    tagIds: contact.tags.map((tag) => tag.id),
    bookIds: contact.books.map((book) => book.id),
  };
}

type ContactBody = NonNullable<ContractInput<typeof contracts.createContact>['body']> & NonNullable<ContractInput<typeof contracts.updateContact>['body']>;

/** The body of POST or PATCH /contacts: empty email or phone clears it; the server normalises the phone. */
export function contactInput(values: z.output<ReturnType<typeof contactFormSchema>>, withGroups: { tags: boolean; books: boolean }): ContactBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email || null,
    phone: values.phone || null,
    status: values.status,
    ...(withGroups.tags ? { tagIds: values.tagIds } : {}),
    ...(withGroups.books ? { bookIds: values.bookIds } : {}),
  };
}
