import { z } from 'zod';
import { contactStatuses, contactStatusList } from '../contactStatus.ts';
import { messages } from '../messages.ts';
import { nameText, optionalEmail, optionalIdFilter, optionalPhone, pageOf, pageQuery, recordId, searchText, sortQuery } from './fields.ts';

export const contactStatus = z.enum(contactStatuses, { error: `Choose a status: ${contactStatusList}.` });

export const contactSortFields = ['firstName', 'lastName', 'email', 'phone', 'status', 'createdAt'] as const;
export type ContactSortField = (typeof contactSortFields)[number];

/** The filters the list and the export share. */
export const contactFilterQuery = z.object({
  search: searchText,
  tagId: optionalIdFilter,
  bookId: optionalIdFilter,
  status: z.preprocess((value) => (value === '' ? undefined : value), contactStatus.optional()),
  ...sortQuery(contactSortFields, 'createdAt', 'desc'),
});
export type ContactFilterQuery = z.output<typeof contactFilterQuery>;

export const contactListQuery = contactFilterQuery.extend(pageQuery);
export type ContactListQuery = z.output<typeof contactListQuery>;

const idList = (what: string) => z.array(recordId, { error: `Send the ${what} ids as a list.` }).max(500, `Choose at most 500 ${what}s.`);

export const createContactBody = z
  .strictObject({
    firstName: nameText('first name').default(''),
    lastName: nameText('last name').default(''),
    email: optionalEmail.default(null),
    phone: optionalPhone.default(null),
    status: contactStatus.default('Active'),
    tagIds: idList('tag').default([]),
    bookIds: idList('contact book').default([]),
  })
  .superRefine((body, ctx) => {
    if (!body.email && !body.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: messages.emailOrPhoneRequired });
  });
export type CreateContactBody = z.output<typeof createContactBody>;

/** Only the fields sent change; `tagIds` and `bookIds` replace the contact's tags and books. */
export const updateContactBody = z.strictObject({
  firstName: nameText('first name').optional(),
  lastName: nameText('last name').optional(),
  email: optionalEmail.optional(),
  phone: optionalPhone.optional(),
  status: contactStatus.optional(),
  tagIds: idList('tag').optional(),
  bookIds: idList('contact book').optional(),
});
export type UpdateContactBody = z.output<typeof updateContactBody>;

export const contactView = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: contactStatus,
  tags: z.array(z.object({ id: z.number().int(), groupName: z.string() })),
  books: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: z.string(),
});
export type ContactView = z.output<typeof contactView>;

export const contactPage = pageOf(contactView);
export type ContactPage = z.output<typeof contactPage>;

export const contactDeletedResponse = z.object({ id: z.number().int(), undo: z.literal(true) });
