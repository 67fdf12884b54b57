import type { EntityManager } from '@mikro-orm/sql';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { BrandSchema } from '../../core/src/db/entities/Brand.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';

/**
 * For adminUsers.test.ts: a team member of the owner's account, and a second brand with a user
 * and a package of its own, written straight to the database (no route makes a brand this way).
 */
export async function seedTeamMemberAndOtherBrand(
  fork: EntityManager,
  ownerAccountId: number,
  accessLevelId: number,
): Promise<{ otherBrandId: number; otherBrandPackageId: number; otherBrandUserId: number }> {
  fork.create(UserSchema, {
    accountId: ownerAccountId,
    brandId: 1,
    email: 'tess@example.com',
    name: 'Tess Team',
    passwordHash: null,
    accessType: 'team_member',
    lastLoginAt: null,
  });
  const brand = fork.create(BrandSchema, { name: 'Other brand', shortName: 'Other', domain: 'other.example.com' });
  await fork.flush();
  const pkg = fork.create(PackageSchema, {
    brandId: brand.id,
    name: 'Other basic',
    tier: 'Free',
    accessLevelId,
    price: '0',
    currency: 'USD',
    validityDuration: 0,
    validityUnit: 'month',
    billingPeriod: 'monthly',
    features: [],
    isDefault: true,
  });
  const account = fork.create(AccountSchema, { brandId: brand.id, name: 'Zed', ownerUserId: null });
  await fork.flush();
  const zed = fork.create(UserSchema, {
    accountId: account.id,
    brandId: brand.id,
    email: 'zed@other.example.com',
    name: 'Zed Other',
    passwordHash: null,
    lastLoginAt: null,
  });
  await fork.flush();
  account.ownerUserId = zed.id;
  await fork.flush();
  return { otherBrandId: brand.id, otherBrandPackageId: pkg.id, otherBrandUserId: zed.id };
}
