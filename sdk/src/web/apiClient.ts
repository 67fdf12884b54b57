import { useMemo } from 'react';
import type { AnyRouteContract, ContractInput, ContractResponse, ContractUrlInput } from '../http/contract.ts';
import { useHost, type HostServices } from './host.ts';
import { contractPath, contractQuery } from '../http/contractUrl.ts';

/** How the client sends a request: `useHost().request`, or a stand-in in tests. */
export type ApiRequest = HostServices['request'];

/** Optional when nothing in it is required, so `client.call(contracts.stats)` needs no second argument. */
type Args<Input> = {} extends Input ? [input?: Input] : [input: Input];

/**
 * A typed client of one plugin's API, built from the route contracts the server validates with
 * (`defineContract`). Only the contract's `method` and `path` are used at run time; the schemas
 * give the types, so importing a contract's types costs the bundle nothing.
 */
export interface ApiClient {
  /** Sends the request; resolves to the 2xx body, throws `HostApiError` on failure. */
  call<C extends AnyRouteContract>(contract: C, ...input: Args<ContractInput<C>>): Promise<ContractResponse<C>>;
  /** The full URL of the route, e.g. for `host.download` or a table's `path`. */
  url<C extends AnyRouteContract>(contract: C, ...input: Args<ContractUrlInput<C>>): string;
}

export { contractPath, contractQuery };

export function createApiClient(pluginId: string, request: ApiRequest): ApiClient {
  const url = (contract: AnyRouteContract, input?: { params?: unknown; query?: unknown }) =>
    `${contractPath(pluginId, contract.path, input?.params)}${contractQuery(input?.query)}`;
  return {
    call: (contract, ...rest) => {
      const input = rest[0];
      return input?.body === undefined ? request(contract.method, url(contract, input)) : request(contract.method, url(contract, input), input.body);
    },
    url: (contract, ...rest) => url(contract, rest[0]),
  };
}

/** The typed client of `pluginId`'s API over the shell's `request` (session, errors). */
export function useApiClient(pluginId: string): ApiClient {
  const host = useHost();
  return useMemo(() => createApiClient(pluginId, (method, path, body) => host.request(method, path, body)), [pluginId, host]);
}
