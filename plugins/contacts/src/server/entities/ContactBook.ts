import { defineEntity, p, type InferEntity } from '@chatmill/sdk';

/** A contact's membership of a book. Written with batch SQL that checks both sides' account. */
export const ContactBookSchema = defineEntity({
  name: 'ContactsContactBook',
  tableName: 'contacts_contact_book',
  properties: {
    contactId: p.integer().primary(),
    bookId: p.integer().primary(),
  },
  primaryKeys: ['contactId', 'bookId'],
});
export type ContactBook = InferEntity<typeof ContactBookSchema>;
