// First: no module may parse with zod before it is told not to try eval (see the module).
import './app/zodWithoutEval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiEventHandlers } from './api/events';
import { App } from './app/App';
import { setNavigator } from './app/navigation';
import { prefetchFirstScreen } from './app/prefetchFirstScreen';
import { router } from './app/router';
import { initI18n } from './i18n';
import { showActionDenied } from './notify/actionDenied';
import { showHttpFailure } from './notify/httpFailure';
import { installSharedRegistry } from './plugins/sharedRegistry';
import { startPluginDiscovery } from './plugins/pluginStore';
import { loadCurrentBrand } from './brand/brandStore';
import { applyPreferences } from './preferences/preferencesStore';
import { getBrowserId } from './session/browserId';
import { handleSessionInvalidated } from './session/invalidation';
import './theme';
import { keepCarriedPrimeStylesOffPage } from './theme/carriedPrimeStyles';

// Before any plugin can load: plugins take React, the router, i18next, PrimeReact and the SDK
// from here (`globalThis.__chatmill.load(...)`), so there is one of each.
installSharedRegistry();
initI18n();
keepCarriedPrimeStylesOffPage();
// Theme, direction and language as stored (or the defaults: semi-dark, left-to-right, the browser's language).
const themeReady = applyPreferences();

// Wire the HTTP client and the session flow to the router and the toast.
// flushSync: the new screen is committed before the promise resolves, so a state reset that
// follows cannot re-render the screen being left (see session/endSession.ts).
setNavigator((to) => router.navigate(to, { replace: true, flushSync: true }));
setApiEventHandlers({ onSessionInvalidated: handleSessionInvalidated, onHttpFailure: showHttpFailure, onActionDenied: showActionDenied });
startPluginDiscovery();
const firstScreenReady = prefetchFirstScreen();
const brandReady = loadCurrentBrand();

getBrowserId(); // spec 3.8: the browser id exists from the first visit

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits (briefly) for the theme's stylesheet, so the page never shows
// unstyled, and for the first screen's code, asked for above: drawn without it, the page showed
// the loader first and React revealed the screen in a second commit, at least 300 ms after the
// loader (its pace for suspended content). The render is a transition, so React draws it in
// slices rather than one long task, and a screen whose code is there does not suspend.
// It waits for the brand too (asked for beside the session, so it is in about as soon): one
// arriving while the frame was being drawn in slices made React draw it all again in one task.
void Promise.race([Promise.all([themeReady, firstScreenReady, brandReady]), new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
