import type { ContactStatus } from '../../common/contactStatus.ts';
import type { ContactSortField } from '../../common/schemas/contacts.ts';
import { likePattern } from './sqlText.ts';

/** What narrows the contact list; the list and the CSV export use the same filters. */
export interface ContactFilters {
  search?: string | undefined;
  tagId?: number | undefined;
  bookId?: number | undefined;
  status?: ContactStatus | undefined;
  sort: ContactSortField;
  order: 'asc' | 'desc';
}

/** The WHERE clause over `contacts_contact c` (live contacts of the account) and its parameters. */
export function contactWhere(filters: ContactFilters): { where: string; params: Record<string, unknown> } {
  const clauses = ['c.account_id = :accountId', 'c.deleted_at is null'];
  const params: Record<string, unknown> = {};
  if (filters.search) {
    const searched = [
      `c.first_name ilike :pattern escape '\\'`,
      `c.last_name ilike :pattern escape '\\'`,
      `(c.first_name || ' ' || c.last_name) ilike :pattern escape '\\'`,
      `c.email ilike :pattern escape '\\'`,
      `c.phone like :pattern escape '\\'`,
    ];
    params.pattern = likePattern(filters.search);
    // Phones are stored as +14155550123, so "415 555-01" finds them by its digits.
    const digits = filters.search.replace(/\D/g, '');
    if (digits.length >= 3 && /^[\d\s+\-.()]+$/.test(filters.search)) {
      searched.push(`c.phone like :digits`);
      params.digits = `%${digits}%`;
    }
    clauses.push(`(${searched.join(' or ')})`);
  }
  if (filters.tagId !== undefined) {
    clauses.push('exists (select 1 from contacts_contact_tag ct where ct.contact_id = c.id and ct.tag_id = :tagId)');
    params.tagId = filters.tagId;
  }
  if (filters.bookId !== undefined) {
    clauses.push('exists (select 1 from contacts_contact_book cb where cb.contact_id = c.id and cb.book_id = :bookId)');
    params.bookId = filters.bookId;
  }
  if (filters.status) {
    clauses.push('c.status = :status');
    params.status = filters.status;
  }
  return { where: clauses.join(' and '), params };
}

const sortColumns: Record<ContactSortField, string> = {
  firstName: 'lower(c.first_name)',
  lastName: 'lower(c.last_name)',
  email: 'c.email',
  phone: 'c.phone',
  status: 'c.status',
  createdAt: 'c.created_at',
};

/** ORDER BY for the filters; the id breaks ties so pages never overlap or skip. */
export function contactOrder(filters: Pick<ContactFilters, 'sort' | 'order'>): string {
  return `${sortColumns[filters.sort]} ${filters.order} nulls last, c.id ${filters.order}`;
}
