import { defineEntity, p, type InferEntity } from '@chatmill/sdk';
import type { ContactStatus } from '../../common/contactStatus.ts';

export const ContactSchema = defineEntity({
  name: 'ContactsContact',
  tableName: 'contacts_contact',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    firstName: p.string().default(''),
    lastName: p.string().default(''),
    /** Lower-case; unique in the account among contacts not deleted. */
    email: p.string().nullable(),
    /** E.164, e.g. +14155550123. */
    phone: p.string().nullable(),
    status: p.string().$type<ContactStatus>().default('Active'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** Set by delete, cleared by undo; such contacts are left out of every list and count. */
    deletedAt: p.datetime().nullable(),
  },
});
export type Contact = InferEntity<typeof ContactSchema>;
