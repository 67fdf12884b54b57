import type { AnyRoute } from '@chatmill/sdk';

/** Access levels (to be built). */
export function accessLevelRoutes(): AnyRoute[] {
  return [];
}
