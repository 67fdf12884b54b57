import i18n from 'i18next';
import { showToast } from './toaster';

const REPEAT_WINDOW_MS = 1000;
let lastShownAt = 0;

/**
 * The toast for a request that failed without an error body (spec 8, "HTTP layer failure").
 * Calls failing together (the server went down) give one toast, not a stack of them.
 */
export function showHttpFailure(): void {
  const now = Date.now();
  if (now - lastShownAt < REPEAT_WINDOW_MS) return;
  lastShownAt = now;
  showToast({ severity: 'error', summary: i18n.t('errors.httpFailure'), life: 6000 });
}
