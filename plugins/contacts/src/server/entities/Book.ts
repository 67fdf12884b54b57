import { defineEntity, p, type InferEntity } from '@chatmill/sdk';

/** A contact book: a named list of contacts (spec 3, Contact). */
export const BookSchema = defineEntity({
  name: 'ContactsBook',
  tableName: 'contacts_book',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    /** Unique in the account, whatever the case. */
    name: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Book = InferEntity<typeof BookSchema>;
