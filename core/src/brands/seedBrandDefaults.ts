import type { EntityManager } from '@mikro-orm/sql';
import { AccessLevelSchema } from '../db/entities/AccessLevel.ts';
import { PackageSchema } from '../db/entities/Package.ts';
import type { FeatureCatalogue } from '../plugins/featureCatalogue.ts';

export const FULL_ACCESS_LEVEL = 'Full Access';
export const DEFAULT_PACKAGE = 'Free';

/**
 * What a fresh install needs before anyone registers: the default access level (every route,
 * including those of plugins installed later) and, for a brand without packages, a default
 * package with every feature of the catalogue unlimited. Admins then edit or replace it.
 * Runs at every start; it changes nothing once these exist.
 */
export async function seedBrandDefaults(em: EntityManager, brandId: number, catalogue: FeatureCatalogue): Promise<void> {
  let fullAccess = await em.findOne(AccessLevelSchema, { brandId: null, accountId: null, isDefault: true, grantsAll: true });
  if (!fullAccess) {
    fullAccess = em.create(AccessLevelSchema, { brandId: null, accountId: null, name: FULL_ACCESS_LEVEL, isDefault: true, grantsAll: true, permissions: [] });
    await em.flush();
  }
  if ((await em.count(PackageSchema, { brandId })) > 0) return;
  em.create(PackageSchema, {
    brandId,
    name: DEFAULT_PACKAGE,
    tier: 'Free',
    accessLevelId: fullAccess.id,
    price: '0.00',
    currency: 'USD',
    validityDuration: 0,
    validityUnit: 'month',
    billingPeriod: 'monthly',
    features: catalogue.all().map((feature) => ({ featureId: feature.id, limit: 0, lifetimeLimit: 0 })),
    isDefault: true,
  });
  await em.flush();
}
