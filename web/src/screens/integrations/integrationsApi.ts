import type { HostServices } from '../../../../sdk/src/web/host.ts';
import type { IntegrationSaveBody, IntegrationsResponse, IntegrationTestResponse, IntegrationView } from '@chatmill/sdk/contracts';

/**
 * The integrations API (/api/integrations) as the screen calls it, typed by the server's own
 * zod schemas (type-only imports: no server code reaches the bundle).
 */
export type { IntegrationsResponse, IntegrationTestResponse, IntegrationView };
export type IntegrationValues = IntegrationSaveBody['values'];

/** The route slug of the integrations routes (the server checks it; the screen hides what it would refuse). */
export const integrationsSlug = 'integrations';

type Request = HostServices['request'];

export function integrationsApi(request: Request) {
  const one = (id: string) => `/api/integrations/${encodeURIComponent(id)}`;
  return {
    list: () => request<IntegrationsResponse>('GET', '/api/integrations'),
    save: (id: string, values: IntegrationValues) => request<IntegrationView>('PUT', one(id), { values }),
    remove: (id: string) => request<undefined>('DELETE', one(id)),
    /** Without `values`, tests what is stored (and the result is kept). */
    test: (id: string, values?: IntegrationValues) => request<IntegrationTestResponse>('POST', `${one(id)}/test`, values ? { values } : {}),
  };
}

export type IntegrationsApi = ReturnType<typeof integrationsApi>;
