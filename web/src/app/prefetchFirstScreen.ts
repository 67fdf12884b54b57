import { isValidElement } from 'react';
import { preferredLocale } from '../i18n';
import { prepareFormats } from '../i18n/prepareFormats';
import { usePreferencesStore } from '../preferences/preferencesStore';
import { prefetchHome } from '../screens/home/homePrefetch';
import { isPublicPath } from '../session/publicPaths';
import { useSessionStore } from '../session/sessionStore';
import { isPreloadable } from './lazyScreen';
import { router } from './router';

/**
 * Asks, at start, for what the screen the page opens on waits for: its code, and the session
 * when it is behind the login. Left to the first render, both would only be asked for after
 * the scripts and the theme have loaded, and the screen's code after the session had
 * answered: a round trip more each on a slow line. Settles once the screen's code is there.
 * Behind the login, the browser's date and number formats are set up while these load.
 */
export function prefetchFirstScreen(): Promise<void> {
  const { pathname } = router.state.location;
  if (!isPublicPath(pathname)) {
    // RequireSession asks for the same (one shared request) when it first renders.
    void useSessionStore.getState().loadSession();
    // The home's figures too, so its cards come with the screen's first drawing.
    if (pathname === '/') prefetchHome();
    prepareFormats(usePreferencesStore.getState().locale ?? preferredLocale());
  }
  // The router matched the page's path when it was made.
  const leaf = router.state.matches.at(-1)?.route;
  const screen = isValidElement(leaf?.element) ? leaf.element.type : null;
  return isPreloadable(screen) ? screen.preload() : Promise.resolve();
}
