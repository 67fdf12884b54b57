import { useApiClient, type ApiClient } from '@chatmill/sdk/web/plugin';
import type { MessengerContracts } from '../common/contracts.ts';
import { pluginId } from '../common/ids.ts';
import { routes } from '../common/routes.ts';

/**
 * The contracts of the Messenger API, for `useMessengerApi().call(...)`. At run time this is
 * `routes` (method and path, no zod), so the schemas stay out of the web bundle while the types
 * come from the contracts the server validates with (contracts.ts spreads `routes`, so they agree).
 */
export const contracts = routes as unknown as MessengerContracts;

routes satisfies { readonly [K in keyof MessengerContracts]: Pick<MessengerContracts[K], 'method' | 'path'> };

export function useMessengerApi(): ApiClient {
  return useApiClient(pluginId);
}
