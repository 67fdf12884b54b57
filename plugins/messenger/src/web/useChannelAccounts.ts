import { useCallback } from 'react';
import { contracts, useMessengerApi } from './api.ts';
import type { ChannelAccountView } from './types.ts';
import { useLoaded, type Loaded } from './useLoaded.ts';

/** GET /channel-accounts: each connected page and its Instagram account, as the selectors list them. */
export function useChannelAccounts(): Loaded<ChannelAccountView[]> {
  const api = useMessengerApi();
  const load = useCallback(() => api.call(contracts.listChannelAccounts).then((list) => list.items), [api]);
  return useLoaded(load);
}
