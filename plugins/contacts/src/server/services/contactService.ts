import { AppError, isUniqueViolation } from '@chatmill/sdk';
import { messages } from '../../common/messages.ts';
import type { ContactListQuery, ContactPage, ContactView, CreateContactBody, UpdateContactBody } from '../../common/schemas/contacts.ts';
import { ContactSchema, type Contact } from '../entities/Contact.ts';
import type { AccountScope } from './accountScope.ts';
import { contactOrder, contactWhere } from './contactFilters.ts';
import { bookKind, ContactGroups, tagKind } from './contactGroups.ts';
import { ContactLinkStore } from './contactLinks.ts';
import { contactColumns, fromRow, toContactView, type ContactRow } from './contactView.ts';
import { toInt } from './sqlText.ts';

export const emailIndex = 'contacts_contact_email_unique';

/** One contact at a time: list, read, create, change, delete with undo. */
export class ContactService {
  readonly #scope: AccountScope;

  constructor(scope: AccountScope) {
    this.#scope = scope;
  }

  async list(query: ContactListQuery): Promise<ContactPage> {
    const { where, params } = contactWhere(query);
    const count = await this.#scope.queryOne<{ total: number }>(`select count(*)::int as total from contacts_contact c where ${where}`, params);
    const rows = await this.#scope.query<ContactRow>(
      `select ${contactColumns} from contacts_contact c where ${where} order by ${contactOrder(query)} limit :limit offset :offset`,
      { ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    const links = await new ContactLinkStore(this.#scope).forContacts(rows.map((row) => toInt(row.id)));
    return {
      items: rows.map((row) => toContactView(fromRow(row), links.get(toInt(row.id)))),
      total: toInt(count?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<ContactView> {
    const contact = await this.#live(id);
    const links = await new ContactLinkStore(this.#scope).forContacts([id]);
    return toContactView(contact, links.get(id));
  }

  async create(body: CreateContactBody): Promise<ContactView> {
    await this.#assertGroups(body.tagIds, body.bookIds);
    if (body.email) await this.#assertEmailFree(body.email);
    const id = await this.#emailConflictAware(() =>
      this.#scope.transactional(async (tx) => {
        const { tagIds, bookIds, ...fields } = body;
        const contact = tx.create(ContactSchema, fields);
        await tx.flush();
        const links = new ContactLinkStore(tx);
        await links.addTag(tagIds, [contact.id]);
        await links.addBook(bookIds, [contact.id]);
        return contact.id;
      }),
    );
    return this.get(id);
  }

  async update(id: number, body: UpdateContactBody): Promise<ContactView> {
    const contact = await this.#live(id);
    const { tagIds, bookIds, ...changes } = body;
    const email = changes.email !== undefined ? changes.email : contact.email;
    const phone = changes.phone !== undefined ? changes.phone : contact.phone;
    if (!email && !phone) {
      throw new AppError('VALIDATION_FAILED', 'A contact needs an email address or a phone number.', { fields: { email: messages.emailOrPhoneRequired } });
    }
    if (email && email !== contact.email) await this.#assertEmailFree(email);
    await this.#assertGroups(tagIds ?? [], bookIds ?? []);
    await this.#emailConflictAware(() =>
      this.#scope.transactional(async (tx) => {
        await tx.nativeUpdate(ContactSchema, { id }, { ...changes, updatedAt: new Date() });
        const links = new ContactLinkStore(tx);
        if (tagIds) await links.replaceTags(id, tagIds);
        if (bookIds) await links.replaceBooks(id, bookIds);
      }),
    );
    return this.get(id);
  }

  /** Soft delete: the contact leaves every list until `restore` brings it back. */
  async remove(id: number): Promise<void> {
    const changed = await this.#scope.nativeUpdate(ContactSchema, { id, deletedAt: null }, { deletedAt: new Date(), updatedAt: new Date() });
    if (!changed) throw notFound(id);
  }

  async restore(id: number): Promise<ContactView> {
    const changed = await this.#emailConflictAware(
      () => this.#scope.nativeUpdate(ContactSchema, { id, deletedAt: { $ne: null } }, { deletedAt: null, updatedAt: new Date() }),
      restoreConflict,
    );
    if (!changed) throw new AppError('NOT_FOUND', `There is no deleted contact ${id} to restore.`);
    return this.get(id);
  }

  async #live(id: number): Promise<Contact> {
    const contact = await this.#scope.findOne(ContactSchema, { id, deletedAt: null }, { refresh: true });
    if (!contact) throw notFound(id);
    return contact;
  }

  async #assertGroups(tagIds: readonly number[], bookIds: readonly number[]): Promise<void> {
    await new ContactGroups(this.#scope, tagKind).assertExist(tagIds);
    await new ContactGroups(this.#scope, bookKind).assertExist(bookIds);
  }

  async #assertEmailFree(email: string): Promise<void> {
    if (await this.#scope.count(ContactSchema, { email, deletedAt: null })) throw emailTaken();
  }

  /** The checks above give the friendly answer; this one covers a request racing past them. */
  async #emailConflictAware<R>(write: () => Promise<R>, conflict: () => AppError = emailTaken): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, emailIndex)) throw conflict();
      throw error;
    }
  }
}

function notFound(id: number): AppError {
  return new AppError('NOT_FOUND', `There is no contact ${id}.`);
}

function emailTaken(): AppError {
  return new AppError('CONFLICT', messages.emailTaken, { fields: { email: messages.emailTaken } });
}

/** Export for the bulk undo, which meets the same clash. */
export function restoreConflict(): AppError {
  const message = 'Another contact now uses the email address of a contact you are restoring: change or delete that contact first.';
  return new AppError('CONFLICT', message, { fields: { email: message } });
}
