import type { ClientPage, ClientView, CreateClientInput, CreateClientResponse, InvitationStatus, UpdateClientInput } from '@chatmill/sdk/contracts';
import type { HostServices } from '../../../../sdk/src/web/host.ts';
import type { PackageRow } from '../admin/packages/packageTypes';

/**
 * The reseller's client accounts and the brand's packages as the Clients and Client packages
 * sections call them. Types come from the server's zod schemas (type-only imports), so a change
 * of the API's shape fails the web type check rather than the screen.
 */
export type { ClientPage, ClientView, CreateClientResponse, InvitationStatus };
export type CreateClientBody = CreateClientInput;
export type UpdateClientBody = UpdateClientInput;

export const clientPaths = {
  list: '/api/whitelabel/clients',
  one: (id: number) => `/api/whitelabel/clients/${id}`,
  resend: (id: number) => `/api/whitelabel/clients/${id}/resend-invitation`,
  /** The brand's packages: the package routes with `brandId` of the reseller's brand. */
  packages: '/api/packages',
} as const;

type Request = HostServices['request'];

export function clientApi(request: Request, brandId: number) {
  return {
    create: (body: CreateClientBody) => request<CreateClientResponse>('POST', clientPaths.list, body),
    update: (id: number, body: UpdateClientBody) => request<ClientView>('PUT', clientPaths.one(id), body),
    resend: (id: number) => request<InvitationStatus>('POST', clientPaths.resend(id)),
    /** Every package of the brand (a reseller has a handful), for the client dialog's dropdown. */
    packages: () => request<{ items: PackageRow[] }>('GET', `${clientPaths.packages}?brandId=${brandId}&pageSize=100&sort=name`),
  };
}

export type ClientApi = ReturnType<typeof clientApi>;
