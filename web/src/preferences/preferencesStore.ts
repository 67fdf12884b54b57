import { create } from 'zustand';
import { changeLocale, preferredLocale } from '../i18n';
import { isRightToLeft, isSupportedLocale, type Locale } from '../i18n/locales';
import { registerStateReset } from '../session/clientState';
import { readLocal, writeLocal } from '../session/storage';
import { applyTheme, isTheme, type Theme } from '../theme';

/** How the dashboard looks on this browser: theme, direction and language (spec 4.3). */
export interface Preferences {
  theme: Theme;
  rtl: boolean;
  /** The language chosen in the switch; null follows the browser. */
  locale: Locale | null;
}

interface PreferencesState extends Preferences {
  /** Whether this browser chose its theme (a brand's theme then does not replace it). */
  themeChosen: boolean;
  setTheme: (theme: Theme) => Promise<void>;
  /** A whitelabel brand's theme, used while this browser has not chosen one. */
  applyDefaultTheme: (theme: Theme) => void;
  setRtl: (rtl: boolean) => void;
  setLocale: (locale: Locale) => Promise<void>;
}

const KEY = 'preferences';
const DEFAULTS: Preferences = { theme: 'semi-dark', rtl: false, locale: null };

function readStored(): Preferences {
  try {
    const raw: unknown = JSON.parse(readLocal(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return DEFAULTS;
    const value = raw as Record<string, unknown>;
    return {
      theme: isTheme(value['theme']) ? value['theme'] : DEFAULTS.theme,
      rtl: value['rtl'] === true,
      locale: typeof value['locale'] === 'string' && isSupportedLocale(value['locale']) ? value['locale'] : null,
    };
  } catch {
    return DEFAULTS;
  }
}

function readThemeChosen(): boolean {
  try {
    const raw: unknown = JSON.parse(readLocal(KEY) ?? 'null');
    return typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>)['themeChosen'] === true;
  } catch {
    return false;
  }
}

function persist(): void {
  const { theme, rtl, locale, themeChosen } = usePreferencesStore.getState();
  writeLocal(KEY, JSON.stringify({ theme, rtl, locale, themeChosen }));
}

/** Right to left when the user switched it on, or when the language in use is written so (Arabic). */
function applyDirection(rtl: boolean): void {
  document.documentElement.dir = rtl || isRightToLeft(document.documentElement.lang) ? 'rtl' : 'ltr';
}

export const usePreferencesStore = create<PreferencesState>()((set, get) => ({
  ...readStored(),
  themeChosen: readThemeChosen(),

  setTheme: (theme) => {
    set({ theme, themeChosen: true });
    persist();
    return applyTheme(theme);
  },

  applyDefaultTheme: (theme) => {
    if (get().themeChosen || get().theme === theme) return;
    set({ theme });
    void applyTheme(theme);
  },

  setRtl: (rtl) => {
    set({ rtl });
    persist();
    applyDirection(rtl);
  },

  setLocale: async (locale) => {
    set({ locale });
    persist();
    const used = await changeLocale(locale);
    if (used !== locale && usePreferencesStore.getState().locale === locale) {
      set({ locale: used });
      persist();
    }
    applyDirection(get().rtl);
  },
}));

/**
 * Puts the stored preferences in place on start. Resolves once the theme's stylesheet has
 * loaded (or failed), so the first render is styled.
 */
export function applyPreferences(): Promise<void> {
  const { theme, rtl, locale } = usePreferencesStore.getState();
  applyDirection(rtl);
  void changeLocale(locale ?? preferredLocale()).then(() => applyDirection(usePreferencesStore.getState().rtl));
  return applyTheme(theme);
}

// Logout clears every `chatmill.` key, these included: the next visitor starts from the defaults.
registerStateReset(() => {
  usePreferencesStore.setState({ ...DEFAULTS, themeChosen: false });
  void applyPreferences();
});
