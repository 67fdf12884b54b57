/**
 * Every key the dashboard writes to localStorage or sessionStorage starts with this
 * prefix, so logging out can remove all of them without touching other apps' keys.
 */
export const STORAGE_PREFIX = 'chatmill.';

function storages(): Storage[] {
  const found: Storage[] = [];
  // Access throws when storage is disabled (privacy modes, sandboxed frames).
  try {
    found.push(window.localStorage);
  } catch {
    /* unavailable */
  }
  try {
    found.push(window.sessionStorage);
  } catch {
    /* unavailable */
  }
  return found;
}

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + key, value);
  } catch {
    /* quota or disabled storage: the value just is not kept */
  }
}

/** Removes every key of the app from both storages. */
export function clearAppStorage(): void {
  for (const storage of storages()) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
}
