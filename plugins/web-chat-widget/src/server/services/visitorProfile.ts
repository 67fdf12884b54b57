import type { CanonicalEvent } from '@chatmill/sdk';
import { languageTag } from './visitorLanguage.ts';

/** Longest IANA zone name the socket reads (the longest in use is about 30 characters). */
export const maxTimeZone = 64;

/** What the widget knows of a visitor beyond their id: what flows fill `{{locale}}`, `{{date}}` and `{{time}}` with. */
export type VisitorProfile = NonNullable<CanonicalEvent['profile']>;

/**
 * The visitor's language and time zone as their browser tells the script (`lang`, `tz` on the
 * socket's address), kept only when valid: a page's odd `lang` or an unknown zone leaves the
 * subscriber's as it was, rather than refusing the chat.
 */
export function visitorProfile(lang: string | undefined, tz: string | undefined): VisitorProfile | undefined {
  const locale = lang ? languageTag.safeParse(lang) : null;
  const timeZone = tz && tz.length <= maxTimeZone && isTimeZone(tz) ? tz : null;
  const profile: VisitorProfile = {
    ...(locale?.success && locale.data.length <= 20 ? { locale: locale.data } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
  return Object.keys(profile).length ? profile : undefined;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
