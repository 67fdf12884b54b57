import type { AnyRoute } from '@chatmill/sdk';

/** Packages (to be built). */
export function packageRoutes(): AnyRoute[] {
  return [];
}
