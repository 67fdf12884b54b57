/** Where the route guards send a user (spec 2.1 and 4.1). */
export const NO_ACCESS_PATH = '/my-account/no-access';
export const PRICING_PATH = '/home/buy_package';

/** Spec 4.1: an expired account may still open Pricing, Support, its account pages and No Access. */
const OPEN_WHEN_EXPIRED = [PRICING_PATH, '/support-center', '/my-account'];

export function isOpenWhenExpired(pathname: string): boolean {
  return OPEN_WHEN_EXPIRED.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
