import { AppError, type RequestUser } from '@chatmill/sdk';
import { actionDenied } from '../http/mountRoutes.ts';

/** Platform admin (user id 1) or the Admin role (spec 1, 6). */
export function isAdmin(user: RequestUser): boolean {
  return user.id === 1 || user.userType === 'Admin';
}

/** For the admin area's routes: anyone else gets 'ACTION DENIED!'. */
export function requireAdmin(user: RequestUser | null): RequestUser {
  if (!user || !isAdmin(user)) throw new AppError('FORBIDDEN', actionDenied);
  return user;
}
