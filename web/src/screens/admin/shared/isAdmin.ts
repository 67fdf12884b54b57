import type { HostUser } from '../../../plugins/sdk';

/** Platform admin (user id 1) or the Admin role (spec 1, 6), as the server's `isAdmin` decides. */
export function isAdmin(user: Pick<HostUser, 'id' | 'userType'>): boolean {
  return user.id === 1 || user.userType === 'Admin';
}
