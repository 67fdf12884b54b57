import { defineEntity, p, type InferEntity } from '@chatmill/sdk';

/** A tag on a contact. Written with batch SQL that checks both sides' account. */
export const ContactTagSchema = defineEntity({
  name: 'ContactsContactTag',
  tableName: 'contacts_contact_tag',
  properties: {
    contactId: p.integer().primary(),
    tagId: p.integer().primary(),
  },
  primaryKeys: ['contactId', 'tagId'],
});
export type ContactTag = InferEntity<typeof ContactTagSchema>;
