import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** Null while loading (the first time) and after a failure. */
  data: T | null;
  failed: boolean;
  /** Loads again, keeping what is shown until the answer arrives. */
  reload(): void;
  /** Replaces what is shown, e.g. with the page a call answered with, without asking the server again. */
  setData(update: (current: T) => T): void;
}

/**
 * One GET for a screen, with retry. `load` must be stable (useCallback): a new function loads
 * again. An answer that arrives after the screen is gone, or after a newer load, is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    load().then(
      (value) => live && setData(value),
      () => {
        if (!live) return;
        setData(null);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback((change: (current: T) => T) => setData((current) => (current === null ? current : change(current))), []);
  return { data, failed, reload, setData: update };
}
