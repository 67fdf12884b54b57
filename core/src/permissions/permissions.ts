import type { PermissionAction, RequestUser } from '@chatmill/sdk';

/**
 * Whether a user may take an action on a route slug (spec 1, 5.2): user id 1 and Admins may
 * do everything, and so may an account's owner within their account. Team members get
 * access levels (slug and actions) with the accounts issue; until then they may do nothing.
 */
export function can(user: RequestUser, _slug: string, _action: PermissionAction): boolean {
  if (user.id === 1 || user.userType === 'Admin') return true;
  return user.isOwner;
}
