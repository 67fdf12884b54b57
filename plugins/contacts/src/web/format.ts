import type { ContactView } from './types.ts';

/** "Ada Lovelace", or the email or phone when the contact has no name. */
export function contactName(contact: Pick<ContactView, 'firstName' | 'lastName' | 'email' | 'phone'>, noName: string): string {
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return name || contact.email || contact.phone || noName;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date in the user's language, e.g. "2 Dec 2026". */
export function formatDate(iso: string, language: string): string {
  let format = formats.get(language);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    }
    formats.set(language, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
