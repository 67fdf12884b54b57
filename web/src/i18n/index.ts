import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US.json';
import { DEFAULT_LOCALE } from './locales';

/** Emitted on i18next when texts of the shell's own namespace were laid over (see redrawShellTexts). */
const SHELL_TEXTS_REPLACED = 'shellTextsReplaced';

/** After changing texts of the shell's namespace: every component that shows texts redraws. */
export function redrawShellTexts(): void {
  i18n.emit(SHELL_TEXTS_REPLACED);
}

/**
 * en-US is bundled (it is also the fallback for missing keys); other locales come from
 * `loadLocale`. Initialised synchronously so the first render already has its texts.
 * Plugins add their own namespace (the plugin id) when they load.
 */
export function initI18n(): typeof i18n {
  void i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: false,
    load: 'currentOnly',
    resources: { [DEFAULT_LOCALE]: { translation: enUS } },
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
    returnEmptyString: false,
    // i18next otherwise advertises its maker's service in every user's console, on every load.
    showSupportNotice: false,
    // Every component redraws when the language changes, or when the shell's own texts were
    // replaced (a brand's wording). Texts a plugin adds redraw only what shows plugin texts
    // (useTextIn, see pluginText.ts): redrawing the whole app at each plugin's arrival cost
    // the first load several long tasks.
    react: { bindI18n: `languageChanged ${SHELL_TEXTS_REPLACED}`, bindI18nStore: '' },
  });
  document.documentElement.lang = DEFAULT_LOCALE;
  return i18n;
}

export { changeLocale, preferredLocale, registerLocaleLoader } from './loadLocale';
