import i18n from 'i18next';
import { DEFAULT_LOCALE, matchLocale, type Locale } from './locales';

type Catalogue = Record<string, unknown>;

// One lazy chunk per shipped catalogue; en-US is in the main bundle already.
const catalogues = import.meta.glob<{ default: Catalogue }>(['./locales/*.json', '!./locales/en-US.json']);

/** Loads more texts for a locale before it is activated (the plugins' namespaces). */
type LocaleLoader = (locale: Locale) => Promise<void>;
const loaders = new Set<LocaleLoader>();

export function registerLocaleLoader(loader: LocaleLoader): () => void {
  loaders.add(loader);
  return () => loaders.delete(loader);
}

async function ensureLoaded(locale: Locale): Promise<boolean> {
  if (locale === DEFAULT_LOCALE || i18n.hasResourceBundle(locale, 'translation')) return true;
  const load = catalogues[`./locales/${locale}.json`];
  if (!load) return false;
  try {
    const catalogue = await load();
    i18n.addResourceBundle(locale, 'translation', catalogue.default, true, true);
    return true;
  } catch {
    return false; // a failed chunk keeps the current language
  }
}

let latest = 0;

/**
 * Switches the interface language (spec 4.3: fetched on demand, then activated and set on
 * the page's language attribute). A locale without a catalogue falls back to en-US.
 * Returns the locale actually in use.
 */
export async function changeLocale(requested: string): Promise<Locale> {
  latest += 1;
  const mine = latest;
  const wanted = matchLocale(requested) ?? DEFAULT_LOCALE;
  const locale = (await ensureLoaded(wanted)) ? wanted : DEFAULT_LOCALE;
  await Promise.all([...loaders].map((load) => load(locale).catch(() => undefined)));
  // A newer choice made while this one was loading wins.
  if (mine !== latest) return matchLocale(i18n.language) ?? DEFAULT_LOCALE;
  // The same language again would only redraw every component.
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  return locale;
}

/** The first browser language the product supports, else en-US. */
export function preferredLocale(): Locale {
  for (const tag of navigator.languages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
