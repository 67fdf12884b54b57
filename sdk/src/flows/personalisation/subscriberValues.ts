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
  // Worked out on first use: most texts name no field, and telling the time costs more than a step.
  let fields: Record<SystemFieldName, string> | null = null;
  return (key) => {
    const field = isSystemFieldName(key) ? (fields ??= fieldValues(subscriber, options))[key] : '';
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
  const format = (style: DateStyle) => dateFormat(locale, timeZone, style).format(now);
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
    date: format('date'),
    time: format('time'),
    datetime: format('datetime'),
  };
}

type DateStyle = 'date' | 'time' | 'datetime';
const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'long' },
  time: { timeStyle: 'short' },
  datetime: { dateStyle: 'long', timeStyle: 'short' },
};
/** Formatters by locale, zone and style: making one costs far more than using it. Bounded, as locales and zones come from platforms. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const maxCached = 500;

function dateFormat(locale: string, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= maxCached) formatters.clear();
    formatter = new Intl.DateTimeFormat(locale, { ...dateStyles[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An IANA zone the runtime can tell time in, or null. */
export function validZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  const known = zones.get(zone);
  if (known !== undefined) return known ? zone : null;
  let valid = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    valid = false;
  }
  if (zones.size >= maxCached) zones.clear();
  zones.set(zone, valid);
  return valid ? zone : null;
}
/** Zones already checked, valid or not. */
const zones = new Map<string, boolean>();

/** A BCP 47 tag from what platforms give (`en_US` too), or null. */
function validLocale(locale: string | null | undefined): string | null {
  if (!locale) return null;
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}
