import type { ImportField, ImportMapping } from '../../../types.ts';

/** The contact fields an import can fill, in the order the mapping step shows them. */
export const importFields: readonly ImportField[] = ['firstName', 'lastName', 'email', 'phone', 'status', 'tags'];

/** Header spellings that mean a field, compared without case, spaces or punctuation. */
const aliases: Record<ImportField, string[]> = {
  firstName: ['firstname', 'first', 'fname', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'lname', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'mobilephone', 'cell', 'tel', 'telephone'],
  status: ['status'],
  tags: ['tags', 'tag', 'labels', 'label'],
};

export const normaliseHeader = (header: string): string => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Maps each field to the first header named like it ("First Name", "first_name", "E-mail"),
 * or like its label in the user's language (`labels`). A header serves one field at most.
 */
export function autoMap(headers: readonly string[], labels: Partial<Record<ImportField, string>> = {}): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  for (const field of importFields) {
    const names = new Set([...aliases[field], ...(labels[field] ? [normaliseHeader(labels[field])] : [])]);
    const header = headers.find((h) => !used.has(h) && names.has(normaliseHeader(h)));
    if (header !== undefined) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}
