import i18n from 'i18next';
import { showToast } from '../notify/toaster';
import { endSession } from './endSession';
import { isPublicPath } from './publicPaths';
import { useSessionStore } from './sessionStore';

/** Spec 9: the session-invalid handler is debounced by 1500 ms. */
export const SESSION_INVALIDATED_DEBOUNCE_MS = 1500;

let timer: ReturnType<typeof setTimeout> | null = null;

function finish(): void {
  timer = null;
  showToast({
    severity: 'warn',
    summary: i18n.t('errors.sessionInvalidated.summary'),
    detail: i18n.t('errors.sessionInvalidated.detail'),
    life: 6000,
  });
  void endSession();
}

/**
 * Runs when any API call answers SESSION_INVALIDATED or the realtime socket says so.
 * Several failing calls at once restart the debounce and end in one toast. The protected
 * screens are hidden at once (state 'ending') so nobody keeps working on a dead session.
 */
export function handleSessionInvalidated(): void {
  if (isPublicPath(window.location.pathname)) return;
  useSessionStore.getState().markEnding();
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(finish, SESSION_INVALIDATED_DEBOUNCE_MS);
}
