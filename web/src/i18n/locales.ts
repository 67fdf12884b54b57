/** Spec 9: en-US is the default; the others load on demand when their catalogue ships. */
export const DEFAULT_LOCALE = 'en-US';

export const SUPPORTED_LOCALES = [
  'en-US',
  'bn',
  'de',
  'es',
  'fr-FR',
  'id',
  'it',
  'ko',
  'nl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'th',
  'tr',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export function isSupportedLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The best supported locale for a browser language tag: an exact match first
 * ("pt-BR"), then the bare language ("de-AT" → "de", "fr-CA" → "fr-FR").
 */
export function matchLocale(tag: string): Locale | null {
  if (isSupportedLocale(tag)) return tag;
  const language = tag.split('-')[0]?.toLowerCase() ?? '';
  return SUPPORTED_LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === language) ?? null;
}
