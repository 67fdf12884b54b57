import laraDark from 'primereact/resources/themes/lara-dark-indigo/theme.css?url';
import laraLight from 'primereact/resources/themes/lara-light-indigo/theme.css?url';

/** Spec 4.3 / 9: dark, semi-dark (the default: dark side menu, light content) or light. */
export const THEMES = ['semi-dark', 'dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The PrimeReact theme behind each app theme; the app's own colours follow `html[data-theme]`. */
const primeTheme: Record<Theme, string> = { 'semi-dark': laraLight, dark: laraDark, light: laraLight };

/**
 * The theme link in place. The built page links the stored theme's sheet while its head is
 * parsed (web/build/earlyThemeLink.ts), so that one is adopted rather than linked twice.
 */
let active: HTMLLinkElement | null = document.head.querySelector<HTMLLinkElement>('link[data-early-theme]');
let request = 0;

function setThemeAttributes(theme: Theme): void {
  const html = document.documentElement;
  html.dataset['theme'] = theme;
  const scheme = theme === 'dark' ? 'dark' : 'light';
  html.style.colorScheme = scheme;
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', scheme);
}

/** Whether the link's sheet loaded (true) or failed (false). */
function whenLoaded(link: HTMLLinkElement): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
}

/**
 * Switches the theme. The new PrimeReact stylesheet is linked before the app's own sheets
 * (so the app's rules keep winning), and the old one is removed once the new one has loaded,
 * so the page never shows unstyled. Resolves when the theme is in place (or failed to load).
 */
export function applyTheme(theme: Theme): Promise<void> {
  const href = primeTheme[theme];
  request += 1;
  const mine = request;
  const current = active;
  if (current?.getAttribute('href') === href) {
    if (current.sheet !== null) {
      setThemeAttributes(theme);
      return Promise.resolve();
    }
    // The page's early link is still loading: the first render waits for it as for any other.
    return whenLoaded(current).then((loaded) => {
      if (!loaded && active === current) {
        current.remove();
        active = null;
      }
      if (mine === request) setThemeAttributes(theme);
    });
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset['primeTheme'] = theme;
  const anchor = active ?? document.head.querySelector('link[rel="stylesheet"], style');
  document.head.insertBefore(link, anchor);
  return new Promise<void>((resolve) => {
    const settle = (loaded: boolean) => {
      link.onload = null;
      link.onerror = null;
      if (mine !== request || !loaded) {
        // A newer switch won, or the sheet failed: keep what is there.
        if (link !== active) link.remove();
        if (mine === request && active === null) setThemeAttributes(theme);
      } else {
        const previous = active;
        active = link;
        if (previous && previous !== link) previous.remove();
        setThemeAttributes(theme);
      }
      resolve();
    };
    link.onload = () => settle(true);
    link.onerror = () => settle(false);
  });
}
