import type { HomeResponse } from '@chatmill/sdk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../api/client';
import { takeAnsweredHome, takePendingHome } from './homePrefetch';

export type HomeState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; home: HomeResponse };

/** The owner's home, in one request (GET /api/home, or the one asked for at start); `retry` asks again after a failure. */
export function useHome(): { state: HomeState; retry: () => void } {
  const [state, setState] = useState<HomeState>(() => {
    const home = takeAnsweredHome();
    return home ? { status: 'ready', home } : { status: 'loading' };
  });
  const controller = useRef<AbortController | null>(null);
  const initiallyReady = useRef(state.status === 'ready');

  const load = useCallback((pending: Promise<HomeResponse> | null = null) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    (pending ?? apiRequest<HomeResponse>('GET', '/api/home', undefined, { signal: current.signal })).then(
      (home) => !current.signal.aborted && setState({ status: 'ready', home }),
      () => !current.signal.aborted && setState({ status: 'failed' }),
    );
  }, []);

  useEffect(() => {
    // Under StrictMode's second run the prefetch is taken (and aborted): that run asks afresh.
    if (!initiallyReady.current) load(takePendingHome());
    return () => controller.current?.abort();
  }, [load]);

  const retry = useCallback(() => load(), [load]);
  return { state, retry };
}
