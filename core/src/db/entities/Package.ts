import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PackageFeature } from '@chatmill/sdk';

export type ValidityUnit = 'day' | 'week' | 'month' | 'year';
export type BillingPeriod = 'monthly' | 'yearly';

/** A package (spec 3, 3): what an account may use and how much, for a price and a validity. */
export const PackageSchema = defineEntity({
  name: 'Package',
  tableName: 'package',
  properties: {
    id: p.integer().primary(),
    brandId: p.integer(),
    name: p.string(),
    /** A tier label of spec 3, 6 (Free, Trial, Pro, ...). */
    tier: p.string(),
    accessLevelId: p.integer(),
    /** Decimal as text, so no float ever touches money. */
    price: p.decimal('string'),
    currency: p.string(),
    validityDuration: p.integer(),
    validityUnit: p.string().$type<ValidityUnit>(),
    billingPeriod: p.string().$type<BillingPeriod>().default('monthly'),
    features: p.json<PackageFeature[]>(),
    /** The package new accounts of the brand start on. */
    isDefault: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Package = InferEntity<typeof PackageSchema>;
