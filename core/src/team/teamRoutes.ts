import type { AnyRoute } from '@chatmill/sdk';

/** Team members (to be built). */
export function teamRoutes(): AnyRoute[] {
  return [];
}
