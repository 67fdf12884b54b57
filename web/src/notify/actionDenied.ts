import i18n from 'i18next';
import { showToast } from './toaster';

const REPEAT_WINDOW_MS = 1000;
let lastShownAt = 0;

/** Spec 8, "Permission denied": 'ACTION DENIED!' with its text, once for calls refused together. */
export function showActionDenied(): void {
  const now = Date.now();
  if (now - lastShownAt < REPEAT_WINDOW_MS) return;
  lastShownAt = now;
  showToast({ severity: 'error', summary: i18n.t('errors.actionDenied.summary'), detail: i18n.t('errors.actionDenied.detail'), life: 6000 });
}
