import { create } from 'zustand';
import i18n from 'i18next';
import { apiRequest } from '../api/client';
import type { Id, PackageSummary } from '../api/types';
import { showToast } from '../notify/toaster';
import { registerStateReset } from './clientState';
import { useSessionStore } from './sessionStore';

interface UsageState {
  userId: Id | null;
  /** The account's package and usage (`GET /api/account/usage`); null until loaded. */
  summary: PackageSummary | null;
}

export const useUsageStore = create<UsageState>()(() => ({ userId: null, summary: null }));

const seenKey = (userId: Id) => `chatmill.packageSeen.${userId}`;

/**
 * Spec 4.1: when the package differs from the one this browser saw last, 'New Package
 * Activated!' appears once. The first package a browser sees is not news.
 */
function noticeNewPackage(userId: Id, summary: PackageSummary): void {
  if (!summary.name) return;
  const seen = localStorage.getItem(seenKey(userId));
  localStorage.setItem(seenKey(userId), summary.name);
  if (seen !== null && seen !== summary.name) {
    showToast({ severity: 'success', summary: i18n.t('notices.newPackage'), detail: summary.name, life: 6000 });
  }
}

let inFlight: Promise<void> | null = null;

/** Loads (or reloads, after a change that counts) the signed-in account's usage. */
export function refreshUsage(): Promise<void> {
  const { status, user } = useSessionStore.getState();
  if (status !== 'authenticated' || !user) return Promise.resolve();
  if (inFlight) return inFlight;
  inFlight = apiRequest<PackageSummary>('GET', '/api/account/usage')
    .then((summary) => {
      if (useSessionStore.getState().user?.id !== user.id) return;
      useUsageStore.setState({ userId: user.id, summary });
      noticeNewPackage(user.id, summary);
    })
    .catch(() => {
      // Feature checks then say "unknown" (see hostServices); the server still enforces limits.
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Loads the usage of the signed-in user unless it is in already (or on its way). Asked for by
 * what reads it: the host services (feature checks) when a screen with them opens, and the
 * frame once its first screen is drawn (the new-package notice; see AppLayout).
 */
export function ensureUsage(): void {
  const { status, user } = useSessionStore.getState();
  if (status === 'authenticated' && user && useUsageStore.getState().userId !== user.id) void refreshUsage();
}

registerStateReset(() => {
  inFlight = null;
  useUsageStore.setState({ userId: null, summary: null });
});
