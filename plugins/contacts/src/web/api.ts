// The SDK's small entry: the dashboard widget uses this client, and the dashboard should not
// evaluate the SDK's UI blocks (tables, forms) for it.
import { useApiClient, type ApiClient } from '@chatmill/sdk/web/plugin';
import type { ContactsContracts } from '../common/contracts.ts';
import { pluginId } from '../common/ids.ts';
import { routes } from '../common/routes.ts';

/**
 * The contracts of the contacts API, for `useContactsApi().call(...)`. At run time this is
 * `routes` (method and path, no zod): the client reads nothing else, so the schemas (and zod)
 * stay out of the web bundle while the types come from the full contracts the server validates
 * with. contracts.ts builds each contract by spreading its entry of `routes`, so they agree.
 */
export const contracts = routes as unknown as ContactsContracts;

// Every contract has its route, with the same method and path.
routes satisfies { readonly [K in keyof ContactsContracts]: Pick<ContactsContracts[K], 'method' | 'path'> };

/** The typed client of the contacts API (under /api/contacts). */
export function useContactsApi(): ApiClient {
  return useApiClient(pluginId);
}
