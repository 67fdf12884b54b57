import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, matchLocale, SUPPORTED_LOCALES, DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { usePreferencesStore } from '../preferences/preferencesStore';
import { isTheme, THEMES, type Theme } from '../theme';

const THEME_LABEL_KEYS = { 'semi-dark': 'layout.themes.semiDark', dark: 'layout.themes.dark', light: 'layout.themes.light' } as const satisfies Record<
  Theme,
  string
>;

/** Language, theme and direction switches of the header. */
export function PreferenceControls() {
  const { t, i18n } = useTranslation();
  const theme = usePreferencesStore((state) => state.theme);
  const rtl = usePreferencesStore((state) => state.rtl);
  const setTheme = usePreferencesStore((state) => state.setTheme);
  const setRtl = usePreferencesStore((state) => state.setRtl);
  const setLocale = usePreferencesStore((state) => state.setLocale);
  const language: Locale = matchLocale(i18n.language) ?? DEFAULT_LOCALE;
  const languageId = useId();
  const themeId = useId();

  return (
    <div className="prefs">
      <div className="pref" title={t('layout.language')}>
        <label htmlFor={languageId} className="sr-only">
          {t('layout.language')}
        </label>
        <i className="pi pi-globe" aria-hidden="true" />
        <select id={languageId} className="p-inputtext p-component" value={language} onChange={(event) => void setLocale(event.target.value as Locale)}>
          {SUPPORTED_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <div className="pref" title={t('layout.theme')}>
        <label htmlFor={themeId} className="sr-only">
          {t('layout.theme')}
        </label>
        <i className="pi pi-palette" aria-hidden="true" />
        <select
          id={themeId}
          className="p-inputtext p-component"
          value={theme}
          onChange={(event) => {
            if (isTheme(event.target.value)) void setTheme(event.target.value);
          }}
        >
          {THEMES.map((value) => (
            <option key={value} value={value}>
              {t(THEME_LABEL_KEYS[value])}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        role="switch"
        className={`pref-switch${rtl ? ' is-on' : ''}`}
        aria-checked={rtl}
        aria-label={t('layout.rtl')}
        title={t('layout.rtl')}
        onClick={() => setRtl(!rtl)}
      >
        <i className="pi pi-arrow-right-arrow-left" aria-hidden="true" />
      </button>
    </div>
  );
}
