import type { RouteContext } from '@chatmill/sdk';
import { AccountScope } from '../services/accountScope.ts';

/** The signed-in user's account, for a session route (the host has checked the session). */
export function accountScope(ctx: RouteContext<unknown, unknown, unknown>): AccountScope {
  return new AccountScope(ctx.em, ctx.user!.accountId);
}
