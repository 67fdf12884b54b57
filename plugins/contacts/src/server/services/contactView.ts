import type { ContactStatus } from '../../common/contactStatus.ts';
import type { ContactView } from '../../common/schemas/contacts.ts';
import type { ContactLinks } from './contactLinks.ts';
import { toInt, toIso } from './sqlText.ts';

/** A contact's own columns, whether they come from the entity or from a SQL row. */
export interface ContactFields {
  id: number;
  firstName: string;
  lastName: string;
  /** The entity types nullable columns as optional too. */
  email: string | null | undefined;
  phone: string | null | undefined;
  status: ContactStatus;
  createdAt: Date | string;
}

export interface ContactRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  status: ContactStatus;
  created_at: Date | string;
}

export const contactColumns = 'c.id, c.first_name, c.last_name, c.email, c.phone, c.status, c.created_at';

export function fromRow(row: ContactRow): ContactFields {
  return {
    id: toInt(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    createdAt: row.created_at,
  };
}

export function toContactView(contact: ContactFields, links: ContactLinks | undefined): ContactView {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    status: contact.status,
    tags: links?.tags ?? [],
    books: links?.books ?? [],
    createdAt: toIso(contact.createdAt),
  };
}
