import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The translation catalogues of the product: the shell's (web/src/i18n/locales) and one per
 * plugin (plugins/<id>/src/web/i18n), each an en-US.json and one file per locale. Used by the
 * locale check in the suite and by the translators' tools (missing.ts, merge.ts).
 */

/** The spec's 17 locales besides en-US, and Arabic (beyond the spec, laid out right to left). */
export const TRANSLATED_LOCALES = [
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
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export interface CatalogueDir {
  /** 'core' for the shell, the plugin's folder name otherwise. */
  name: string;
  dir: string;
}

export type FlatCatalogue = Map<string, string>;

export function catalogueDirs(root: string): CatalogueDir[] {
  const dirs: CatalogueDir[] = [{ name: 'core', dir: join(root, 'web/src/i18n/locales') }];
  for (const plugin of readdirSync(join(root, 'plugins')).sort()) {
    const dir = join(root, 'plugins', plugin, 'src/web/i18n');
    if (existsSync(join(dir, 'en-US.json'))) dirs.push({ name: plugin, dir });
  }
  return dirs;
}

export function readFlat(file: string): FlatCatalogue {
  const flat: FlatCatalogue = new Map();
  if (!existsSync(file)) return flat;
  const walk = (node: Record<string, unknown>, prefix: string): void => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat.set(prefix + key, value);
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, '');
  return flat;
}

/** Writes a flat catalogue back as nested JSON, keys in the order of the en-US catalogue. */
export function writeNested(file: string, flat: FlatCatalogue, order: string[]): void {
  const rank = new Map(order.map((key, index) => [key, index]));
  const keys = [...flat.keys()].sort(
    (a, b) => (rank.get(pluralBase(a)) ?? rank.get(a) ?? 1e9) - (rank.get(pluralBase(b)) ?? rank.get(b) ?? 1e9) || a.localeCompare(b),
  );
  const root: Record<string, unknown> = {};
  for (const key of keys) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = flat.get(key);
  }
  writeFileSync(file, `${JSON.stringify(root, null, 2)}\n`);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `items.count_one` → `items.count`; keys without a plural suffix are their own base. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** The plural forms i18next looks up for a locale (Arabic has six, Chinese one). */
export function pluralForms(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/**
 * The keys a locale needs for an en-US catalogue, each with the English text to translate:
 * plain keys as they are, and for every plural group (`x_one`, `x_other` in English) the forms
 * of the locale's own plural rules.
 */
export function requiredKeys(english: FlatCatalogue, locale: string): FlatCatalogue {
  const required: FlatCatalogue = new Map();
  for (const [key, text] of english) {
    if (!PLURAL_SUFFIX.test(key)) {
      required.set(key, text);
      continue;
    }
    const base = pluralBase(key);
    if (required.has(`${base}_other`)) continue;
    const other = english.get(`${base}_other`) ?? text;
    for (const form of pluralForms(locale)) required.set(`${base}_${form}`, form === 'one' ? (english.get(`${base}_one`) ?? other) : other);
  }
  return required;
}

/**
 * Names that every language writes as English does: products, platforms, formats.
 * A text made only of these (and placeholders, digits, symbols) may stay as it is.
 */
const UNIVERSAL_WORDS = new Set(
  (
    'Chatmill API URL URLs CSV JSON SMS OTN HTML CSS JavaScript SMTP TLS SSL DNS TXT CNAME ID IP OK PNG JPG SVG GIF PDF ' +
    'Messenger Instagram WhatsApp Telegram Facebook Google Gmail PayPal Stripe Twilio Zapier Shopify WooCommerce ' +
    'Webhook Webhooks OAuth HTTPS HTTP PostgreSQL PGlite Bearer UTC GMT AM PM iOS Android'
  ).split(' '),
);

/** Placeholders ({{name}}), tags (<1>…</1>), emoji and symbols do not count as words to translate. */
function wordsOf(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<\/?[a-zA-Z0-9]+\/?>/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

export type SameAsEnglishVerdict = 'translated' | 'universal' | 'allowed' | 'copied';

/**
 * Whether a locale's text for a key is a translation. Identical to English is accepted for
 * symbols and very short texts, for product and platform names, and for short names a
 * translator listed in sameAsEnglish.json for that locale (German "Dashboard", say).
 */
export function judgeTranslation(english: string, translated: string, allowed: boolean): SameAsEnglishVerdict {
  if (translated !== english) return 'translated';
  const words = wordsOf(english);
  if (words.length === 0 || english.length <= 3 || words.every((word) => UNIVERSAL_WORDS.has(word))) return 'universal';
  if (allowed && words.length <= 3 && english.length <= 30) return 'allowed';
  return 'copied';
}

/** Per locale, the keys ('core:nav.dashboard') whose text is rightly the English one. */
export function readSameAsEnglish(root: string): Record<string, string[]> {
  return JSON.parse(readFileSync(join(root, 'web/src/i18n/sameAsEnglish.json'), 'utf8')) as Record<string, string[]>;
}

export interface LocaleGap {
  catalogue: string;
  key: string;
  english: string;
  problem: 'missing' | 'copied' | 'placeholders';
}

/** Everything a locale lacks, over every catalogue: the locale check and missing.ts both use it. */
export function localeGaps(root: string, locale: string): LocaleGap[] {
  const allowed = new Set(readSameAsEnglish(root)[locale] ?? []);
  const gaps: LocaleGap[] = [];
  for (const { name, dir } of catalogueDirs(root)) {
    const english = readFlat(join(dir, 'en-US.json'));
    const translated = readFlat(join(dir, `${locale}.json`));
    for (const [key, text] of requiredKeys(english, locale)) {
      const value = translated.get(key);
      if (value === undefined || value.trim() === '') gaps.push({ catalogue: name, key, english: text, problem: 'missing' });
      else if (judgeTranslation(text, value, allowed.has(`${name}:${key}`)) === 'copied') gaps.push({ catalogue: name, key, english: text, problem: 'copied' });
      else if (!samePlaceholders(text, value, key)) gaps.push({ catalogue: name, key, english: text, problem: 'placeholders' });
    }
  }
  return gaps;
}

/**
 * Keys a locale holds that en-US no longer has (a renamed or removed text): never shown, and
 * a translator would keep them alive by hand. prune.ts removes them.
 */
export function staleKeys(root: string, locale: string): { catalogue: string; key: string }[] {
  const stale: { catalogue: string; key: string }[] = [];
  for (const { name, dir } of catalogueDirs(root)) {
    const required = requiredKeys(readFlat(join(dir, 'en-US.json')), locale);
    for (const key of readFlat(join(dir, `${locale}.json`)).keys()) if (!required.has(key)) stale.push({ catalogue: name, key });
  }
  return stale;
}

/** A translation keeps the English text's placeholders (a plural form may drop {{count}}). */
function samePlaceholders(english: string, translated: string, key: string): boolean {
  const names = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]));
  const wanted = names(english);
  const found = names(translated);
  if (PLURAL_SUFFIX.test(key)) wanted.delete('count');
  return [...wanted].every((name) => found.has(name)) && [...found].every((name) => name === 'count' || names(english).has(name));
}

export function relativeDir(root: string, dir: CatalogueDir): string {
  return relative(root, dir.dir);
}
