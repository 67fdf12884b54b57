import i18n from 'i18next';
import type { FieldErrors } from './ApiError';

/**
 * A server message in the user's language: messages the spec words come with a `key` under
 * `errors.server` in the catalogues (the server keeps English for API clients). The field
 * messages that repeat it are shown in the same words; a key no catalogue has keeps the server's
 * text.
 */
export function serverText(key: string | undefined, message: string, fields: FieldErrors): { message: string; fields: FieldErrors } {
  if (!key) return { message, fields };
  const translated = i18n.t(`errors.server.${key}` as never, { defaultValue: message });
  const sameFields = Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, text === message ? translated : text]));
  return { message: translated, fields: sameFields };
}
