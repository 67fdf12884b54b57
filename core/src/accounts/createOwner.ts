import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '@chatmill/sdk';
import { AccountSchema } from '../db/entities/Account.ts';
import { UserSchema, type User, type UserType } from '../db/entities/User.ts';

export interface NewOwner {
  brandId: number;
  name: string;
  email: string;
  passwordHash: string | null;
  userType?: UserType;
  /** Only the first-run setup passes 1: the platform admin is user id 1. */
  id?: number;
}

/**
 * Creates an account and its owner in the caller's transaction. An email already registered
 * on the brand is a CONFLICT with a message that says what to do instead.
 */
export async function createOwner(em: EntityManager, owner: NewOwner): Promise<User> {
  const existing = await em.count(UserSchema, { brandId: owner.brandId, email: owner.email });
  if (existing > 0) {
    throw new AppError('CONFLICT', 'An account with this email already exists. Log in, or reset your password.', {
      fields: { email: 'This email is already registered.' },
    });
  }
  const account = em.create(AccountSchema, { brandId: owner.brandId, name: owner.name, ownerUserId: null });
  await em.flush();
  const user = em.create(UserSchema, {
    ...(owner.id !== undefined ? { id: owner.id } : {}),
    accountId: account.id,
    brandId: owner.brandId,
    email: owner.email,
    name: owner.name,
    passwordHash: owner.passwordHash,
    userType: owner.userType ?? 'Member',
    lastLoginAt: new Date(),
  });
  await em.flush();
  account.ownerUserId = user.id;
  await em.flush();
  return user;
}
