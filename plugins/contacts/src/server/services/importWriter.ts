import type { AccountScope } from './accountScope.ts';
import { ContactLinkStore } from './contactLinks.ts';
import type { ImportedContact } from './importRow.ts';
import { toInt } from './sqlText.ts';

/**
 * Writes one chunk of good import rows with a handful of statements, whatever the chunk's size:
 * rows travel as one JSON parameter, existing contacts (same email) are updated, the rest are
 * inserted under ids reserved beforehand, then tags and the book are linked in bulk.
 */
export class ImportWriter {
  readonly #scope: AccountScope;

  constructor(scope: AccountScope) {
    this.#scope = scope;
  }

  /** Returns the contact id of each merged row, in order, and how many contacts are new. */
  async write(rows: readonly ImportedContact[], bookId: number | null): Promise<{ contactIds: number[]; created: number }> {
    const merged = mergeByEmail(rows);
    const ids: Array<number | undefined> = new Array(merged.length);

    const updated = await this.#scope.query<{ id: number; ord: number }>(
      `update contacts_contact c set
         first_name = case when r.first_name <> '' then r.first_name else c.first_name end,
         last_name = case when r.last_name <> '' then r.last_name else c.last_name end,
         phone = coalesce(r.phone, c.phone),
         status = coalesce(r.status, c.status),
         updated_at = now()
       from jsonb_to_recordset(:rows::jsonb) as r(ord int, first_name text, last_name text, email text, phone text, status text)
       where c.account_id = :accountId and c.deleted_at is null and r.email is not null and c.email = r.email
       returning c.id, r.ord`,
      { rows: JSON.stringify(merged.map((row, ord) => ({ ord, ...columnsOf(row) }))) },
    );
    for (const row of updated) ids[toInt(row.ord)] = toInt(row.id);

    const fresh = merged.map((row, ord) => ({ row, ord })).filter(({ ord }) => ids[ord] === undefined);
    const reserved = await this.#scope.reserveContactIds(fresh.length);
    fresh.forEach(({ ord }, i) => (ids[ord] = reserved[i]));
    if (fresh.length) {
      await this.#scope.query(
        `insert into contacts_contact (id, account_id, first_name, last_name, email, phone, status)
         select r.id, :accountId, r.first_name, r.last_name, r.email, r.phone, coalesce(r.status, 'Active')
         from jsonb_to_recordset(:rows::jsonb) as r(id int, first_name text, last_name text, email text, phone text, status text)`,
        { rows: JSON.stringify(fresh.map(({ row, ord }) => ({ id: ids[ord], ...columnsOf(row) }))) },
      );
    }

    const contactIds = ids as number[];
    const links = new ContactLinkStore(this.#scope);
    await links.addTagPairs(merged.flatMap((row, ord) => row.tagIds.map((tagId) => ({ contactId: contactIds[ord]!, tagId }))));
    if (bookId !== null) await links.addBook([bookId], contactIds);
    return { contactIds, created: fresh.length };
  }
}

function columnsOf(row: ImportedContact) {
  return { first_name: row.firstName, last_name: row.lastName, email: row.email, phone: row.phone, status: row.status };
}

/**
 * Rows of one chunk that share an email become one contact (one statement cannot insert or
 * update the same contact twice). A later row wins where it says something, the way it would
 * if it came in a later chunk; tags add up.
 */
export function mergeByEmail(rows: readonly ImportedContact[]): ImportedContact[] {
  const merged: ImportedContact[] = [];
  const byEmail = new Map<string, ImportedContact>();
  for (const row of rows) {
    const earlier = row.email ? byEmail.get(row.email) : undefined;
    if (!earlier) {
      const copy = { ...row, tagIds: [...row.tagIds] };
      if (row.email) byEmail.set(row.email, copy);
      merged.push(copy);
      continue;
    }
    if (row.firstName) earlier.firstName = row.firstName;
    if (row.lastName) earlier.lastName = row.lastName;
    if (row.phone) earlier.phone = row.phone;
    if (row.status) earlier.status = row.status;
    earlier.tagIds = [...new Set([...earlier.tagIds, ...row.tagIds])];
  }
  return merged;
}
