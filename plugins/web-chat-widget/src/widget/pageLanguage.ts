import { maxLanguageTag } from '../common/protocol.ts';

/**
 * The language to chat in: the page's (`<html lang>`), as the site is written in it; else the
 * browser's first. The server picks the closest catalogue and answers English for anything else.
 */
export function pageLanguage(doc: Document = document): string {
  const tag = doc.documentElement.lang.trim() || navigator.languages?.[0] || navigator.language || '';
  return tag.slice(0, maxLanguageTag);
}

/** The browser's time zone (Europe/Berlin), or '' when it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}
