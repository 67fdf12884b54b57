import { useCallback } from 'react';
import { contracts, useMessengerApi } from './api.ts';
import type { FacebookAccountsList } from './types.ts';
import { useLoaded, type Loaded } from './useLoaded.ts';

/** GET /facebook-accounts: whether the Meta app is set up, and the Facebook accounts with their pages. */
export function useFacebookAccounts(): Loaded<FacebookAccountsList> {
  const api = useMessengerApi();
  const load = useCallback(() => api.call(contracts.listFacebookAccounts), [api]);
  return useLoaded(load);
}
