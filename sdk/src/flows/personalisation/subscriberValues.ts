import type { SubscriberView } from '../flowNodeType.ts';
import { isSystemFieldName, type SystemFieldName } from './systemFields.ts';
import type { ValueLookup } from './template.ts';

/** What the values depend on besides the subscriber. */
export interface ValueOptions {
  now: Date;
  /** The zone `date` and `time` are told in when the subscriber's own is unknown (the server's). */
  defaultTimeZone: string;
}

/** A name split at its first space: what a platform that gives one full name means by first and last name. */
export function splitName(name: string): { first: string; last: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const at = trimmed.indexOf(' ');
  return at < 0 ? { first: trimmed, last: '' } : { first: trimmed.slice(0, at), last: trimmed.slice(at + 1) };
}

/**
 * The values of one subscriber, by lower-case name: their fields, the current date and time in
 * their time zone (formatted for their locale), and their custom variables. First and last name
 * are the ones the subscriber gave (a User Input saved them) or else the platform's name split in
 * two. Pure: the runtime, the simulator and any plugin that sends fill texts the same way.
 */
export function subscriberValues(subscriber: SubscriberView, options: ValueOptions): ValueLookup {
  const fields = fieldValues(subscriber, options);
  return (key) => {
    const field = isSystemFieldName(key) ? fields[key] : '';
    return field || subscriber.variables[key] || null;
  };
}

function fieldValues(subscriber: SubscriberView, { now, defaultTimeZone }: ValueOptions): Record<SystemFieldName, string> {
  const given = Boolean(subscriber.firstName || subscriber.lastName);
  const split = splitName(subscriber.name);
  const first = given ? (subscriber.firstName ?? '') : split.first;
  const last = given ? (subscriber.lastName ?? '') : split.last;
  const timeZone = validZone(subscriber.timeZone) ?? validZone(defaultTimeZone) ?? 'UTC';
  const locale = validLocale(subscriber.locale) ?? 'en-US';
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(now);
  return {
    first_name: first,
    last_name: last,
    full_name: [first, last].filter(Boolean).join(' '),
    email: subscriber.email ?? '',
    phone: subscriber.phone ?? '',
    gender: subscriber.gender ?? '',
    locale: subscriber.locale ?? '',
    timezone: timeZone,
    channel: subscriber.channel,
    date: format({ dateStyle: 'long' }),
    time: format({ timeStyle: 'short' }),
    datetime: format({ dateStyle: 'long', timeStyle: 'short' }),
  };
}

/** An IANA zone the runtime can tell time in, or null. */
export function validZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** A BCP 47 tag from what platforms give (`en_US` too), or null. */
function validLocale(locale: string | null | undefined): string | null {
  if (!locale) return null;
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}
