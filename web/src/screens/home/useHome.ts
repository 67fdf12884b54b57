import type { HomeResponse } from '@chatmill/sdk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../api/client';

export type HomeState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; home: HomeResponse };

/** The owner's home, in one request (GET /api/home); `retry` asks again after a failure. */
export function useHome(): { state: HomeState; retry: () => void } {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    apiRequest<HomeResponse>('GET', '/api/home', undefined, { signal: current.signal }).then(
      (home) => !current.signal.aborted && setState({ status: 'ready', home }),
      () => !current.signal.aborted && setState({ status: 'failed' }),
    );
  }, []);

  useEffect(() => {
    load();
    return () => controller.current?.abort();
  }, [load]);

  return { state, retry: load };
}
