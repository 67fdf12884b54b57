import type { HostServices } from '@chatmill/sdk/web';
import type { AdminUserDetails, AdminUserOptions, AdminUserView, ChangePackageBody, PackageFitView, UserStatus } from '@chatmill/sdk/contracts';

/**
 * The admin's users API as the /admin screen calls it. The types come from the server's own
 * zod schemas (type-only imports), so a change of the API's shape fails the web type check.
 */
export type { AdminUserDetails, AdminUserOptions, AdminUserView, PackageFitView, UserStatus };
export type ChangePackageInput = ChangePackageBody;
export type BrandOption = AdminUserOptions['brands'][number];
export type PackageOption = BrandOption['packages'][number];

export const userStatuses: readonly UserStatus[] = ['active', 'expired', 'deactivated'];

export const usersPaths = {
  list: '/api/admin/users',
  options: '/api/admin/users/options',
  one: (id: number) => `/api/admin/users/${id}`,
  package: (id: number) => `/api/admin/users/${id}/package`,
  packageFit: (id: number, packageId: number) => `/api/admin/users/${id}/package-fit?packageId=${packageId}`,
  deactivate: (id: number) => `/api/admin/users/${id}/deactivate`,
  reactivate: (id: number) => `/api/admin/users/${id}/reactivate`,
} as const;

type Request = HostServices['request'];

export function usersApi(request: Request) {
  return {
    options: () => request<AdminUserOptions>('GET', usersPaths.options),
    details: (id: number) => request<AdminUserDetails>('GET', usersPaths.one(id)),
    packageFit: (id: number, packageId: number) => request<PackageFitView>('GET', usersPaths.packageFit(id, packageId)),
    changePackage: (id: number, body: ChangePackageInput) => request<AdminUserDetails>('PUT', usersPaths.package(id), body),
    deactivate: (id: number) => request<AdminUserView>('POST', usersPaths.deactivate(id)),
    reactivate: (id: number) => request<AdminUserView>('POST', usersPaths.reactivate(id)),
  };
}

export type UsersApi = ReturnType<typeof usersApi>;
