const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, options);
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    formats.set(key, format);
  }
  return format;
}

/** A day in the user's language, e.g. "31 Jan 2027". */
export function formatDay(iso: string, language: string): string {
  return formatter(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A moment in the user's language, e.g. "31 Jan 2027, 14:05". */
export function formatMoment(iso: string, language: string): string {
  return formatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
