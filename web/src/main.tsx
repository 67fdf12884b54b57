import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiEventHandlers } from './api/events';
import { App } from './app/App';
import { setNavigator } from './app/navigation';
import { router } from './app/router';
import { changeLocale, initI18n, preferredLocale } from './i18n';
import { showHttpFailure } from './notify/httpFailure';
import { getBrowserId } from './session/browserId';
import { handleSessionInvalidated } from './session/invalidation';
import './theme';

initI18n();
// Only en-US ships today; other browser languages fall back to it until their catalogue exists.
void changeLocale(preferredLocale());

// Wire the HTTP client and the session flow to the router and the toast.
// flushSync: the new screen is committed before the promise resolves, so a state reset that
// follows cannot re-render the screen being left (see session/endSession.ts).
setNavigator((to) => router.navigate(to, { replace: true, flushSync: true }));
setApiEventHandlers({ onSessionInvalidated: handleSessionInvalidated, onHttpFailure: showHttpFailure });

getBrowserId(); // spec 3.8: the browser id exists from the first visit

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
