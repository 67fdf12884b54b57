import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '@chatmill/sdk';
import { AccountSchema } from '../db/entities/Account.ts';
import { BrandSchema } from '../db/entities/Brand.ts';
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
/**
 * Who brings a new account (spec 1, 3.1 referred_by): on a reseller's brand the reseller, on the
 * platform's own brands the platform admin, user 1 (who counts as referred by the platform).
 */
async function referrerOnBrand(em: EntityManager, brandId: number, newUserId: number | undefined): Promise<number | null> {
  const brand = await em.findOneOrFail(BrandSchema, { id: brandId }, { fields: ['ownerAccountId'] });
  if (brand.ownerAccountId === null) return newUserId === 1 ? null : 1;
  const reseller = await em.findOneOrFail(AccountSchema, { id: brand.ownerAccountId }, { fields: ['ownerUserId'] });
  return reseller.ownerUserId ?? null;
}

export async function createOwner(em: EntityManager, owner: NewOwner): Promise<User> {
  const existing = await em.count(UserSchema, { brandId: owner.brandId, email: owner.email });
  if (existing > 0) {
    throw new AppError('CONFLICT', 'An account with this email already exists. Log in, or reset your password.', {
      fields: { email: 'This email is already registered.' },
    });
  }
  const referredByUserId = await referrerOnBrand(em, owner.brandId, owner.id);
  const account = em.create(AccountSchema, { brandId: owner.brandId, name: owner.name, ownerUserId: null, referredByUserId });
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
  // User 1 cannot name itself before it exists (a foreign key): it refers itself once created.
  if (user.id === 1) account.referredByUserId = 1;
  await em.flush();
  return user;
}
