import { allows, type PermissionAction, type RequestUser } from '@chatmill/sdk';

/**
 * Whether a user may take an action on a route slug (spec 1, 5.2). The session already
 * resolved the user's access (user id 1 and Admins: all; owners: their package's level; team
 * members: their level within the package's); the dashboard decides with the same `allows`.
 */
export function can(user: RequestUser, slug: string, action: PermissionAction): boolean {
  return allows(user.access, slug, action);
}

/** Platform admin (user id 1) or the Admin role (spec 1, 6). */
export function isAdmin(user: RequestUser): boolean {
  return user.id === 1 || user.userType === 'Admin';
}
