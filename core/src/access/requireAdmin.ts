import { AppError, type RequestUser } from '@chatmill/sdk';
import { actionDenied } from '../http/mountRoutes.ts';
import { isAdmin } from '../permissions/permissions.ts';

export { isAdmin };

/** For the admin area's routes: anyone else gets 'ACTION DENIED!'. */
export function requireAdmin(user: RequestUser | null): RequestUser {
  if (!user || !isAdmin(user)) throw new AppError('FORBIDDEN', actionDenied);
  return user;
}
