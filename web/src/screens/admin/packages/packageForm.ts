import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import { packageTiers } from '../../../../../sdk/src/catalogues/packageTiers.ts';
import { billingPeriods, validityUnits, type PackageBody, type PackageRow } from './packageTypes';

const priceShape = /^\d{1,10}(\.\d{1,2})?$/;
const wholeNumber = /^\d{1,9}$/;

/** One feature row while it is edited: the limits are the inputs' text. */
export interface FeatureDraft {
  featureId: number;
  limit: string;
  lifetimeLimit: string;
}

/**
 * The package dialog's schema, with messages in the user's language. The server checks the
 * same rules (and the catalogue, the access level, a taken name) and answers per field too.
 */
export function packageFormSchema(t: TFunction) {
  const v = (key: 'nameRequired' | 'tier' | 'accessLevelRequired' | 'currencyRequired' | 'price' | 'validityDuration' | 'validityUnitRequired' | 'limit') =>
    t(`accessPackages.packages.validation.${key}`);
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, v('nameRequired')), z.maxLength(120)),
    tier: z.string().check(z.refine((value) => (packageTiers as readonly string[]).includes(value), v('tier'))),
    accessLevelId: z.string().check(z.minLength(1, v('accessLevelRequired'))),
    price: z.string().check(z.trim(), z.regex(priceShape, v('price'))),
    currency: z.string().check(z.minLength(1, v('currencyRequired'))),
    validityDuration: z.string().check(z.trim(), z.regex(wholeNumber, v('validityDuration'))),
    validityUnit: z.string().check(z.refine((value) => (validityUnits as readonly string[]).includes(value), v('validityUnitRequired'))),
    billingPeriod: z.enum(billingPeriods),
    features: z.array(
      z.object({
        featureId: z.number(),
        limit: z.string().check(z.trim(), z.regex(wholeNumber, v('limit'))),
        lifetimeLimit: z.string().check(z.trim(), z.regex(wholeNumber, v('limit'))),
      }),
    ),
    isDefault: z.boolean(),
  });
}

export type PackageFormValues = z.input<ReturnType<typeof packageFormSchema>>;

export function packageFormValues(row: PackageRow | null): PackageFormValues {
  if (!row) {
    return {
      name: '',
      tier: '',
      accessLevelId: '',
      price: '0.00',
      currency: 'USD',
      validityDuration: '1',
      validityUnit: 'month',
      billingPeriod: 'monthly',
      features: [],
      isDefault: false,
    };
  }
  return {
    name: row.name,
    tier: row.tier,
    accessLevelId: String(row.accessLevelId),
    price: row.price,
    currency: row.currency,
    validityDuration: String(row.validityDuration),
    validityUnit: row.validityUnit,
    billingPeriod: row.billingPeriod,
    features: row.features.map((f) => ({ featureId: f.featureId, limit: String(f.limit), lifetimeLimit: String(f.lifetimeLimit) })),
    isDefault: row.isDefault,
  };
}

/** The body of POST or PUT /api/packages; the price stays text so no float touches it. */
export function packageBody(values: z.output<ReturnType<typeof packageFormSchema>>): PackageBody {
  return {
    name: values.name,
    tier: values.tier,
    accessLevelId: Number(values.accessLevelId),
    price: values.price,
    currency: values.currency,
    validityDuration: Number(values.validityDuration),
    validityUnit: values.validityUnit as PackageBody['validityUnit'],
    billingPeriod: values.billingPeriod,
    features: values.features.map((f) => ({ featureId: f.featureId, limit: Number(f.limit), lifetimeLimit: Number(f.lifetimeLimit) })),
    isDefault: values.isDefault,
  };
}

/** A deleted package's body, to create it again on Undo (it had no users, so nothing else points at it). */
export function bodyOf(row: PackageRow): PackageBody {
  // Picked one by one: the row also holds what the server sets (id, dates), which a body may not.
  const { name, tier, accessLevelId, price, currency, validityDuration, validityUnit, billingPeriod, features } = row;
  // Only a package that is not the default can be deleted.
  return { name, tier, accessLevelId, price, currency, validityDuration, validityUnit, billingPeriod, features, isDefault: false };
}
