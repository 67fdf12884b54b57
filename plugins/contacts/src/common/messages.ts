import { bulkLimit } from './limits.ts';

/** Messages the spec fixes word for word, and the ones the web half shows next to them. */
export const messages = {
  tooMuch: 'Too Much',
  tooManyContacts: `Select at most ${bulkLimit} contacts.`,
  missingHeaders: 'Your CSV is Missing Headers',
  emailOrPhoneRequired: 'Enter an email address or a phone number.',
  emailTaken: 'Another contact already uses this email address.',
  unknownTag: (name: string) => `Tag "${name}" does not exist`,
  /** A row whose tags are not all known is imported all the same: no good contact is lost. */
  tagsSkipped: (names: readonly string[]) =>
    `Imported without ${names.map((name) => `"${name}"`).join(', ')}: ${names.length === 1 ? 'this tag does' : 'these tags do'} not exist. Create ${names.length === 1 ? 'it' : 'them'} under Contact Tags and import the file again to tag the contact.`,
} as const;
