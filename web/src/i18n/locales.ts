/**
 * Spec 9: en-US is the default; the others load on demand (one chunk each). Arabic is beyond
 * the spec's list and the one written right to left.
 */
export const DEFAULT_LOCALE = 'en-US';

export const SUPPORTED_LOCALES = [
  'en-US',
  'ar',
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

/** Locales written right to left: the dashboard is laid out mirrored for them. */
const RIGHT_TO_LEFT: readonly string[] = ['ar'];

export function isRightToLeft(locale: string): boolean {
  return RIGHT_TO_LEFT.includes(locale.split('-')[0]?.toLowerCase() ?? '');
}

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

/** Each language under its own name, as the language switch lists it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English (US)',
  ar: 'العربية',
  bn: 'বাংলা',
  de: 'Deutsch',
  es: 'Español',
  'fr-FR': 'Français',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ko: '한국어',
  nl: 'Nederlands',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ro: 'Română',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};
