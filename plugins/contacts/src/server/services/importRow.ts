import { contactStatusList, parseContactStatus, type ContactStatus } from '../../common/contactStatus.ts';
import { maxEmailLength, maxNameLength } from '../../common/limits.ts';
import { normalisePhone } from '../../common/phone.ts';
import { emailAddress } from '../../common/schemas/fields.ts';
import type { ImportField, ImportMapping } from '../../common/schemas/imports.ts';

/** The cell index of each mapped field in a row of the file. */
export type ColumnIndexes = Partial<Record<ImportField, number>>;

/** A row turned into contact fields; `null` and '' mean the file says nothing, so an update keeps what is there. */
export interface ImportedContact {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  status: ContactStatus | null;
  tagIds: number[];
}

/** `skippedTags`: names in the row's tag cell that the account has no tag for. */
export type RowResult = { ok: true; contact: ImportedContact; skippedTags: string[] } | { ok: false; message: string };

/** Where each mapped header is; headers must exist (checked when the import starts). */
export function columnIndexes(headers: readonly string[], mapping: ImportMapping): ColumnIndexes {
  const columns: ColumnIndexes = {};
  for (const [field, header] of Object.entries(mapping) as Array<[ImportField, string | undefined]>) {
    if (!header) continue;
    const index = headers.findIndex((h) => h.toLowerCase() === header.toLowerCase());
    if (index >= 0) columns[field] = index;
  }
  return columns;
}

/** Tag cells hold names separated by ; or |. */
export function splitTags(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split(/[;|]/)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Checks one row of an import. `tags` maps lower-case tag names of the account to ids: the spec
 * says tags in a file must already exist, so an unknown one is not created; the contact is still
 * imported (a good contact is never lost to a tag) and the tag is reported as skipped.
 */
export function validateImportRow(cells: readonly string[], columns: ColumnIndexes, tags: ReadonlyMap<string, number>): RowResult {
  const cell = (field: ImportField) => {
    const index = columns[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const firstName = cell('firstName');
  const lastName = cell('lastName');
  if (firstName.length > maxNameLength) return fail(`The first name has more than ${maxNameLength} characters.`);
  if (lastName.length > maxNameLength) return fail(`The last name has more than ${maxNameLength} characters.`);

  let email: string | null = null;
  const rawEmail = cell('email');
  if (rawEmail) {
    // Before the pattern, and without echoing a cell that may be 100,000 characters long.
    if (rawEmail.length > maxEmailLength) return fail(`The email address has more than ${maxEmailLength} characters.`);
    const parsed = emailAddress.safeParse(rawEmail);
    if (!parsed.success) return fail(`"${rawEmail}" is not a valid email address.`);
    email = parsed.data;
  }

  let phone: string | null = null;
  const rawPhone = cell('phone');
  if (rawPhone) {
    const parsed = normalisePhone(rawPhone);
    if (!parsed.ok) return fail(parsed.message);
    phone = parsed.phone;
  }
  if (!email && !phone) return fail('The row has neither an email address nor a phone number: every contact needs one of them.');

  let status: ContactStatus | null = null;
  const rawStatus = cell('status');
  if (rawStatus) {
    status = parseContactStatus(rawStatus);
    if (!status) return fail(`"${rawStatus}" is not a contact status: use ${contactStatusList}.`);
  }

  const tagIds = new Set<number>();
  const skippedTags: string[] = [];
  for (const name of splitTags(cell('tags'))) {
    const id = tags.get(name.toLowerCase());
    if (id === undefined) skippedTags.push(name);
    else tagIds.add(id);
  }
  return { ok: true, contact: { firstName, lastName, email, phone, status, tagIds: [...tagIds] }, skippedTags };
}

function fail(message: string): RowResult {
  return { ok: false, message };
}
