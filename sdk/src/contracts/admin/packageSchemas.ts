import { z } from 'zod';
import { isCurrencyCode } from '../../catalogues/currencies.ts';
import { packageTiers } from '../../catalogues/packageTiers.ts';
import { packageFeature } from '../../access/schemas.ts';
import { deletedResponse, idParams, pageFields, pageOf, recordId, requiredText } from '../pagedList.ts';
import { formatPrice, parsePrice } from './price.ts';

/** The texts of the packages API: the spec's where it has one (spec 3, 5), plain words elsewhere. */
export const packageMessages = {
  nameRequired: 'Name is required',
  tier: `Choose a tier: ${packageTiers.join(', ')}.`,
  accessLevelRequired: 'Access level is required',
  accessLevelUnknown: "Choose a default access level or one of this brand's access levels.",
  currencyRequired: 'Currency is required',
  currencyUnknown: (code: string) => `There is no currency "${code}": use an ISO 4217 code such as USD.`,
  price: 'Enter a price of 0 or more with at most 2 decimals, e.g. 9.99.',
  validityDuration: 'Enter the validity as a whole number of 0 or more (0: never expires).',
  validityUnitRequired: 'Duration unit is required',
  billingPeriod: 'Use monthly or yearly.',
  unknownFeature: (id: number) => `There is no feature ${id} in the feature catalogue.`,
  duplicateFeature: 'This feature is listed twice: keep one row per feature.',
  limit: 'Enter a whole number of 0 or more (0: unlimited).',
  nameTaken: 'A package with this name already exists.',
  notFound: 'No such package.',
  brandNotFound: 'There is no brand with this id that you manage.',
  keepDefault: 'The brand always has a default package: make another package the default instead.',
  deleteDefault: 'The default package cannot be deleted: make another package the default first.',
  inUse: (accounts: number, users: number) =>
    `This package is still in use (${[
      accounts ? `${accounts} account${accounts === 1 ? '' : 's'}` : '',
      users ? `${users} user${users === 1 ? '' : 's'} with it as their own package` : '',
    ]
      .filter(Boolean)
      .join(', ')}). Move them to another package first, then delete it.`,
  justUsed: 'This package has just been given to an account. Move it to another package first, then delete it.',
} as const;

export const validityUnits = ['day', 'week', 'month', 'year'] as const;
export const billingPeriods = ['monthly', 'yearly'] as const;

/** Integers stored in int4 columns, or counts that must fit one. */
const maxInt = 2_147_483_647;

const wholeNumber = (message: string) => z.number({ error: message }).int(message).min(0, message).max(maxInt, message);

/** 9.99 or "9.99": kept as decimal text ("9.99"), so no float ever touches money. */
const price = z.union([z.number(), z.string()], { error: packageMessages.price }).transform((value, ctx) => {
  const text = parsePrice(value);
  if (text === null) {
    ctx.addIssue({ code: 'custom', message: packageMessages.price });
    return z.NEVER;
  }
  return text;
});

const currency = z
  .string({ error: packageMessages.currencyRequired })
  .trim()
  .toUpperCase()
  .min(1, packageMessages.currencyRequired)
  .refine(isCurrencyCode, { error: (issue) => packageMessages.currencyUnknown(String(issue.input)) });

/** Features of the catalogue, one row each; 0 means unlimited for either limit. */
/** What the schemas need of the core's feature catalogue: whether a feature id is in it. */
export interface FeatureLookup {
  byId(id: number): unknown;
}

export function packageFeatures(catalogue: FeatureLookup) {
  const row = packageFeature.extend({
    featureId: z
      .number({ error: 'Choose a feature of the catalogue.' })
      .int('Choose a feature of the catalogue.')
      .positive('Choose a feature of the catalogue.'),
    limit: wholeNumber(packageMessages.limit),
    lifetimeLimit: wholeNumber(packageMessages.limit),
  });
  return z
    .array(row, { error: 'List the features as an array of { featureId, limit, lifetimeLimit }.' })
    .max(500, 'Use at most 500 features.')
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((feature, index) => {
        if (!catalogue.byId(feature.featureId))
          ctx.addIssue({ code: 'custom', path: [index, 'featureId'], message: packageMessages.unknownFeature(feature.featureId) });
        else if (seen.has(feature.featureId)) ctx.addIssue({ code: 'custom', path: [index, 'featureId'], message: packageMessages.duplicateFeature });
        seen.add(feature.featureId);
      });
    });
}

/** The whole package: POST creates it, PUT replaces it. */
export function packageBody(catalogue: FeatureLookup) {
  return z.strictObject({
    name: requiredText(packageMessages.nameRequired, 120),
    tier: z.enum(packageTiers, { error: packageMessages.tier }),
    accessLevelId: z
      .number({ error: packageMessages.accessLevelRequired })
      .int(packageMessages.accessLevelRequired)
      .positive(packageMessages.accessLevelRequired)
      .max(maxInt, packageMessages.accessLevelUnknown),
    price,
    currency,
    validityDuration: z
      .number({ error: packageMessages.validityDuration })
      .int(packageMessages.validityDuration)
      .min(0, packageMessages.validityDuration)
      .max(100_000, packageMessages.validityDuration),
    validityUnit: z.enum(validityUnits, { error: packageMessages.validityUnitRequired }),
    billingPeriod: z.enum(billingPeriods, { error: packageMessages.billingPeriod }).default('monthly'),
    features: packageFeatures(catalogue).default([]),
    isDefault: z.boolean({ error: 'Say true or false.' }).default(false),
  });
}
export type PackageInput = z.output<ReturnType<typeof packageBody>>;

/**
 * `?brandId=`: the brand whose packages to manage. Left out, the request's brand (admins);
 * a reseller names the brand they own (see `PackageRepository.forCaller`).
 */
const brandId = { brandId: recordId.optional() };
export const brandScopeQuery = z.object(brandId);
export type BrandScopeQuery = z.output<typeof brandScopeQuery>;

export const packageSortFields = ['name', 'tier', 'price', 'validityDuration', 'createdAt', 'id'] as const;

export const packageListQuery = z.object({
  ...pageFields,
  ...brandId,
  sort: z.enum(packageSortFields, { error: `Sort by ${packageSortFields.join(', ')}.` }).default('name'),
  order: z.enum(['asc', 'desc'], { error: 'Use asc or desc.' }).default('asc'),
});
export type PackageListQuery = z.output<typeof packageListQuery>;

export const packageView = z.object({
  id: z.number().int(),
  name: z.string(),
  tier: z.string(),
  accessLevelId: z.number().int(),
  accessLevelName: z.string().nullable(),
  /** Decimal text with 2 decimals, e.g. "9.99". */
  price: z.string().transform(formatPrice),
  currency: z.string(),
  /** 0: never expires. */
  validityDuration: z.number().int(),
  validityUnit: z.enum(validityUnits),
  billingPeriod: z.enum(billingPeriods),
  features: z.array(packageFeature),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PackageView = z.input<typeof packageView>;

export const packagePage = pageOf(packageView);

export const featureCatalogueResponse = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), period: z.enum(['month', 'year', 'lifetime']), pluginId: z.string() })),
});

export const accessLevelOptionsResponse = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const cataloguesResponse = z.object({
  currencies: z.array(z.object({ code: z.string(), name: z.string() })),
  tiers: z.array(z.string()),
});

export { deletedResponse, idParams };
