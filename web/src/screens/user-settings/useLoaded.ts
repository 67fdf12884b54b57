import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: T };

/**
 * Loads what a tab shows once, with a state for each step so the tab never shows a silent blank;
 * `set` replaces the value after a change the server answered with the new one.
 */
export function useLoaded<T>(load: () => Promise<T>, failedMessage: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'failed', message: errorMessage(error, failedMessage) }),
    );
    return () => {
      live = false;
    };
  }, [load, failedMessage, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((value: T) => setState({ status: 'ready', value }), []);
  return { state, retry, set };
}
