import { useApiClient, type ApiClient } from '@chatmill/sdk/web';
import type { WidgetContracts } from '../common/contracts.ts';
import { pluginId } from '../common/ids.ts';
import { routes } from '../common/routes.ts';

/**
 * The contracts of the widget API, for `useWidgetApi().call(...)`. At run time this is `routes`
 * (method and path, no zod), so the schemas stay out of the web bundle while the types come
 * from the contracts the server validates with (contracts.ts spreads `routes`, so they agree).
 */
export const contracts = routes as unknown as WidgetContracts;

routes satisfies { readonly [K in keyof WidgetContracts]: Pick<WidgetContracts[K], 'method' | 'path'> };

export function useWidgetApi(): ApiClient {
  return useApiClient(pluginId);
}
