import { audienceTables } from '@chatmill/sdk';
import type { AccountScope } from './accountScope.ts';
import { toInt } from './sqlText.ts';

export interface ContactLinks {
  tags: Array<{ id: number; groupName: string }>;
  books: Array<{ id: number; name: string }>;
}

/**
 * A contact's tags and books. Every statement joins the tag or book (and the contact) on the
 * account, so a foreign id can neither be read nor linked.
 */
export class ContactLinkStore {
  readonly #scope: AccountScope;

  constructor(scope: AccountScope) {
    this.#scope = scope;
  }

  /** The tags and books of each contact, sorted by name. */
  async forContacts(contactIds: readonly number[]): Promise<Map<number, ContactLinks>> {
    const links = new Map<number, ContactLinks>(contactIds.map((id) => [id, { tags: [], books: [] }]));
    if (!contactIds.length) return links;
    const tags = await this.#scope.query<{ contact_id: number; id: number; name: string }>(
      `select ct.contact_id, t.id, t.group_name as name from contacts_contact_tag ct join ${audienceTables.tag} t on t.id = ct.tag_id
       where t.account_id = :accountId and ct.contact_id in (:ids) order by lower(t.group_name), t.id`,
      { ids: contactIds },
    );
    for (const row of tags) links.get(toInt(row.contact_id))?.tags.push({ id: toInt(row.id), groupName: row.name });
    const books = await this.#scope.query<{ contact_id: number; id: number; name: string }>(
      `select cb.contact_id, b.id, b.name from contacts_contact_book cb join contacts_book b on b.id = cb.book_id
       where b.account_id = :accountId and cb.contact_id in (:ids) order by lower(b.name), b.id`,
      { ids: contactIds },
    );
    for (const row of books) links.get(toInt(row.contact_id))?.books.push({ id: toInt(row.id), name: row.name });
    return links;
  }

  /** Makes `tagIds` the contact's tags (ids already checked to be the account's). */
  async replaceTags(contactId: number, tagIds: readonly number[]): Promise<void> {
    await this.#scope.query(
      `delete from contacts_contact_tag ct using contacts_contact c
       where c.id = ct.contact_id and c.account_id = :accountId and ct.contact_id = :contactId`,
      { contactId },
    );
    await this.addTag(tagIds, [contactId]);
  }

  async replaceBooks(contactId: number, bookIds: readonly number[]): Promise<void> {
    await this.#scope.query(
      `delete from contacts_contact_book cb using contacts_contact c
       where c.id = cb.contact_id and c.account_id = :accountId and cb.contact_id = :contactId`,
      { contactId },
    );
    await this.addBook(bookIds, [contactId]);
  }

  /** Links every tag to every live contact given; returns the links made (existing ones do not count). */
  async addTag(tagIds: readonly number[], contactIds: readonly number[]): Promise<number> {
    if (!tagIds.length || !contactIds.length) return 0;
    const rows = await this.#scope.query(
      `insert into contacts_contact_tag (contact_id, tag_id)
       select c.id, t.id from contacts_contact c join ${audienceTables.tag} t on t.account_id = :accountId and t.id in (:tagIds)
       where c.account_id = :accountId and c.deleted_at is null and c.id in (:contactIds)
       on conflict do nothing returning contact_id`,
      { tagIds, contactIds },
    );
    return rows.length;
  }

  /** Makes many (contact, tag) links in one statement; pairs outside the account are dropped. */
  async addTagPairs(pairs: ReadonlyArray<{ contactId: number; tagId: number }>): Promise<void> {
    if (!pairs.length) return;
    await this.#scope.query(
      `insert into contacts_contact_tag (contact_id, tag_id)
       select c.id, t.id from jsonb_to_recordset(:pairs::jsonb) as l(contact_id int, tag_id int)
       join contacts_contact c on c.id = l.contact_id and c.account_id = :accountId
       join ${audienceTables.tag} t on t.id = l.tag_id and t.account_id = :accountId
       on conflict do nothing`,
      { pairs: JSON.stringify(pairs.map((p) => ({ contact_id: p.contactId, tag_id: p.tagId }))) },
    );
  }

  async addBook(bookIds: readonly number[], contactIds: readonly number[]): Promise<number> {
    if (!bookIds.length || !contactIds.length) return 0;
    const rows = await this.#scope.query(
      `insert into contacts_contact_book (contact_id, book_id)
       select c.id, b.id from contacts_contact c join contacts_book b on b.account_id = :accountId and b.id in (:bookIds)
       where c.account_id = :accountId and c.deleted_at is null and c.id in (:contactIds)
       on conflict do nothing returning contact_id`,
      { bookIds, contactIds },
    );
    return rows.length;
  }

  async removeTag(tagId: number, contactIds: readonly number[]): Promise<number> {
    if (!contactIds.length) return 0;
    const rows = await this.#scope.query(
      `delete from contacts_contact_tag ct using contacts_contact c
       where c.id = ct.contact_id and c.account_id = :accountId and ct.tag_id = :tagId and ct.contact_id in (:contactIds)
       returning ct.contact_id`,
      { tagId, contactIds },
    );
    return rows.length;
  }

  async removeBook(bookId: number, contactIds: readonly number[]): Promise<number> {
    if (!contactIds.length) return 0;
    const rows = await this.#scope.query(
      `delete from contacts_contact_book cb using contacts_contact c
       where c.id = cb.contact_id and c.account_id = :accountId and cb.book_id = :bookId and cb.contact_id in (:contactIds)
       returning cb.contact_id`,
      { bookId, contactIds },
    );
    return rows.length;
  }
}
