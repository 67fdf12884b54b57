import type { HostServices } from '../../../../sdk/src/web/host.ts';

const packageRoutes = /^\/api\/packages(\/|\?|$)/;

/**
 * The shell's services with every call to the package routes aimed at one brand (`brandId`),
 * so the admin area's package editor works unchanged on a reseller's own brand: the server
 * lets the reseller manage that brand's packages and no other (PackageRepository.forCaller).
 * Every other call goes through as it is.
 */
export function brandScopedHost(host: HostServices, brandId: number): HostServices {
  return {
    ...host,
    request: (method, path, body) => host.request(method, packageRoutes.test(path) ? withBrand(path, brandId) : path, body),
  };
}

function withBrand(path: string, brandId: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}brandId=${brandId}`;
}
