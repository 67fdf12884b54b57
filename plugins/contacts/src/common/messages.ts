import { bulkLimit } from './limits.ts';

/** Messages the spec fixes word for word, and the ones the web half shows next to them. */
export const messages = {
  tooMuch: 'Too Much',
  tooManyContacts: `Select at most ${bulkLimit} contacts.`,
  missingHeaders: 'Your CSV is Missing Headers',
  emailOrPhoneRequired: 'Enter an email address or a phone number.',
  emailTaken: 'Another contact already uses this email address.',
  unknownTag: (name: string) => `Tag "${name}" does not exist`,
} as const;
