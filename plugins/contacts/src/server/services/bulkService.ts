import { AppError, isUniqueViolation } from '@chatmill/sdk';
import { bulkLimit } from '../../common/limits.ts';
import { messages } from '../../common/messages.ts';
import type { BulkBody, BulkResponse } from '../../common/schemas/bulk.ts';
import type { AccountScope } from './accountScope.ts';
import { bookKind, ContactGroups, tagKind, type GroupKind } from './contactGroups.ts';
import { ContactLinkStore } from './contactLinks.ts';
import { emailIndex, restoreConflict } from './contactService.ts';

/** Actions on selected contacts, at most `bulkLimit` at a time (the spec's 'Too Much'). */
export class BulkService {
  readonly #scope: AccountScope;

  constructor(scope: AccountScope) {
    this.#scope = scope;
  }

  async run(body: BulkBody): Promise<BulkResponse> {
    const ids = selection(body.contactIds);
    return this.#scope.transactional(async (tx) => {
      await assertContacts(tx, ids, 'live');
      const links = new ContactLinkStore(tx);
      let affected: number;
      switch (body.action) {
        case 'addTag':
          affected = await links.addTag([await existingGroup(tx, tagKind, body.tagId)], ids);
          break;
        case 'removeTag':
          affected = await links.removeTag(await existingGroup(tx, tagKind, body.tagId), ids);
          break;
        case 'addToBook':
          affected = await links.addBook([await existingGroup(tx, bookKind, body.bookId)], ids);
          break;
        case 'removeFromBook':
          affected = await links.removeBook(await existingGroup(tx, bookKind, body.bookId), ids);
          break;
        case 'delete':
          affected = (
            await tx.query(
              `update contacts_contact set deleted_at = now(), updated_at = now()
               where account_id = :accountId and deleted_at is null and id in (:ids) returning id`,
              { ids },
            )
          ).length;
          break;
      }
      return { action: body.action, affected, undo: body.action === 'delete' };
    });
  }

  /** Undoes a bulk delete: all the contacts come back, or none do. */
  async restore(contactIds: readonly number[]): Promise<{ restored: number }> {
    const ids = selection(contactIds);
    try {
      return await this.#scope.transactional(async (tx) => {
        await assertContacts(tx, ids, 'deleted');
        const rows = await tx.query(
          `update contacts_contact set deleted_at = null, updated_at = now()
           where account_id = :accountId and deleted_at is not null and id in (:ids) returning id`,
          { ids },
        );
        return { restored: rows.length };
      });
    } catch (error) {
      if (isUniqueViolation(error, emailIndex)) throw restoreConflict();
      throw error;
    }
  }
}

/** The distinct ids, refused past the limit with the spec's exact message. */
function selection(contactIds: readonly number[]): number[] {
  const ids = [...new Set(contactIds)];
  if (ids.length > bulkLimit) throw new AppError('UNPROCESSABLE', messages.tooMuch, { fields: { contactIds: messages.tooManyContacts } });
  return ids;
}

/** Every id must be a contact of the account in the given state; otherwise nothing happens. */
async function assertContacts(scope: AccountScope, ids: readonly number[], state: 'live' | 'deleted'): Promise<void> {
  const rows = await scope.query<{ id: number }>(
    `select id from contacts_contact where account_id = :accountId and id in (:ids) and deleted_at is ${state === 'live' ? '' : 'not '}null`,
    { ids },
  );
  if (rows.length === ids.length) return;
  const found = new Set(rows.map((row) => Number(row.id)));
  const missing = ids.filter((id) => !found.has(id));
  const what = state === 'live' ? 'contacts' : 'deleted contacts';
  throw new AppError('NOT_FOUND', `There are no ${what} with the ids ${missing.join(', ')}.`, {
    fields: { contactIds: `Some selected ${what} do not exist.` },
  });
}

/** The tag or book the action names; the body schema already made sure the action has one. */
async function existingGroup(scope: AccountScope, kind: GroupKind, id: number | undefined): Promise<number> {
  if (id === undefined)
    throw new AppError('VALIDATION_FAILED', `Choose the ${kind.noun}.`, { fields: { [kind === tagKind ? 'tagId' : 'bookId']: `Choose the ${kind.noun}.` } });
  await new ContactGroups(scope, kind).assertExist([id]);
  return id;
}
