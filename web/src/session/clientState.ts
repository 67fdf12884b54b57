import { clearAppStorage } from './storage';

type Reset = () => void;

const resets = new Set<Reset>();

/**
 * Each client-side store registers how to return to its empty state, so logout and the
 * session-invalidated flow can wipe everything, including stores added later by plugins.
 */
export function registerStateReset(reset: Reset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Resets every registered store and removes the app's keys from browser storage. */
export function resetClientState(): void {
  for (const reset of resets) reset();
  clearAppStorage();
}
