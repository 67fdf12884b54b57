import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US.json';
import { DEFAULT_LOCALE } from './locales';

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
    // A plugin's texts may arrive after the menu that names them was drawn: redraw then.
    react: { bindI18nStore: 'added' },
  });
  document.documentElement.lang = DEFAULT_LOCALE;
  return i18n;
}

export { changeLocale, preferredLocale, registerLocaleLoader } from './loadLocale';
