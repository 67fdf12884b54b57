import { audienceTables } from '@chatmill/sdk';
import { stringify } from 'csv-stringify/sync';
import type { AccountScope } from './accountScope.ts';
import { csvSafeCell } from './csvCell.ts';
import { contactOrder, contactWhere, type ContactFilters } from './contactFilters.ts';

export const exportHeader = ['first_name', 'last_name', 'email', 'phone', 'status', 'tags', 'books'];

interface ExportRow {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  status: string;
  tags: string;
  books: string;
}

/**
 * The contacts the list filters select, as CSV. Tags are joined with "; " so the file imports
 * back as it is (the import splits tags on ; or |).
 */
export async function exportContacts(scope: AccountScope, filters: ContactFilters): Promise<string> {
  const { where, params } = contactWhere(filters);
  const rows = await scope.query<ExportRow>(
    `select c.first_name, c.last_name, c.email, c.phone, c.status,
       coalesce((select string_agg(t.group_name, '; ' order by lower(t.group_name)) from contacts_contact_tag ct
         join ${audienceTables.tag} t on t.id = ct.tag_id where ct.contact_id = c.id), '') as tags,
       coalesce((select string_agg(b.name, '; ' order by lower(b.name)) from contacts_contact_book cb
         join contacts_book b on b.id = cb.book_id where cb.contact_id = c.id), '') as books
     from contacts_contact c where ${where} order by ${contactOrder(filters)}`,
    params,
  );
  const lines = rows.map((row) => [
    csvSafeCell(row.first_name),
    csvSafeCell(row.last_name),
    csvSafeCell(row.email),
    row.phone ?? '',
    row.status,
    csvSafeCell(row.tags),
    csvSafeCell(row.books),
  ]);
  return stringify([exportHeader, ...lines]);
}
