import { z } from 'zod';
import { pageFields, pageOf, recordId } from '../pagedList.ts';

/**
 * The shapes of the admin's user management (spec 1, 2.2 and 6; spec 3, 3 and 6), shared by
 * the routes, their OpenAPI document and, as types only, the dashboard's Users section.
 * Imports nothing but zod, so the web half can `import type` from here.
 */

/** Deactivated (by an admin) wins over expired (the package ran out), which wins over active. */
export const userStatuses = ['active', 'expired', 'deactivated'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const userTypes = ['Admin', 'Member'] as const;
export const accessTypes = ['owner', 'team_member', 'client_user'] as const;

export const adminUserSortFields = ['name', 'email', 'createdAt', 'lastLoginAt', 'expiresAt', 'id'] as const;
export type AdminUserSortField = (typeof adminUserSortFields)[number];

/** `?status=` (empty, as a cleared filter sends it) means no filter. */
function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const filterId = (message: string) => optional(z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));

export const adminUserListQuery = z.object({
  ...pageFields,
  sort: z.enum(adminUserSortFields, { error: `Sort by ${adminUserSortFields.join(', ')}.` }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'Use asc or desc.' }).default('desc'),
  packageId: filterId('Choose a package by its id.'),
  userType: optional(z.enum(userTypes, { error: 'Use Admin or Member.' })),
  accessType: optional(z.enum(accessTypes, { error: 'Use owner, team_member or client_user.' })),
  status: optional(z.enum(userStatuses, { error: 'Use active, expired or deactivated.' })),
  brandId: filterId('Choose a brand by its id.'),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuery>;

export const adminUserIdParams = z.object({ id: recordId });

const namedRef = z.object({ id: z.number().int(), name: z.string() });

export const adminUserView = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(userTypes),
  accessType: z.enum(accessTypes),
  isOwner: z.boolean(),
  verified: z.boolean(),
  brand: namedRef,
  account: namedRef,
  /** The package the user is on: their own (client users), else the account's, else the brand's default. */
  package: namedRef.nullable(),
  packageSource: z.enum(['user', 'account', 'brandDefault']),
  /** When the account's package runs out; null: never. */
  expiresAt: z.string().nullable(),
  /** A team member's or client user's own access expiry; null: none. */
  accessExpiresAt: z.string().nullable(),
  status: z.enum(userStatuses),
  lastLoginAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserView = z.output<typeof adminUserView>;

export const adminUserPage = pageOf(adminUserView);
export type AdminUserPage = z.output<typeof adminUserPage>;

export const featureUsageView = z.object({
  featureId: z.number().int(),
  name: z.string(),
  period: z.enum(['month', 'year', 'lifetime']),
  /** The package grants the feature. */
  enabled: z.boolean(),
  /** Per the feature's period; 0: unlimited. */
  limit: z.number().int(),
  /** Used in the current period (month or year, in the server's time zone; all time for lifetime features). */
  used: z.number().int(),
  lifetimeLimit: z.number().int(),
  lifetimeUsed: z.number().int(),
});

export type FeatureUsageView = z.output<typeof featureUsageView>;

export const packageFitQuery = z.strictObject({
  packageId: z.coerce.number({ error: 'Choose a package.' }).int('Choose a package.').positive('Choose a package.').max(2_147_483_647, 'Choose a package.'),
});

/** What the account uses beyond another package: shown to the admin before the change. */
export const packageFitView = z.object({
  overLimits: z.array(
    z.object({
      featureId: z.number().int(),
      name: z.string(),
      period: z.enum(['month', 'year', 'lifetime']),
      used: z.number().int(),
      limit: z.number().int(),
      /** used − limit */
      over: z.number().int(),
    }),
  ),
  /** Features in use that the package does not grant. */
  notIncluded: z.array(z.object({ featureId: z.number().int(), name: z.string(), used: z.number().int() })),
});
export type PackageFitView = z.output<typeof packageFitView>;

export const adminUserDetails = adminUserView.extend({
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** Everyone of the account: the owner, team members and client users. */
  teamSize: z.number().int(),
  accountCreatedAt: z.string(),
  /** When an admin last gave the account another package (the 'New Package Activated!' notice). */
  packageChangedAt: z.string().nullable(),
  /** Admins are counted but never limited. */
  usageExempt: z.boolean(),
  usage: z.array(featureUsageView),
});
export type AdminUserDetails = z.output<typeof adminUserDetails>;

/**
 * Gives the user's account a package. Without `expiresAt` the expiry follows the package's
 * validity from now (none for a validity of 0); `expiresAt` sets it explicitly, null: never.
 */
export const changePackageBody = z.strictObject({
  packageId: z.number({ error: 'Choose a package.' }).int('Choose a package.').positive('Choose a package.').max(2_147_483_647, 'Choose a package.'),
  expiresAt: z.iso.datetime({ offset: true, error: 'Use an ISO date and time, e.g. 2027-01-31T23:59:59Z.' }).nullable().optional(),
});
export type ChangePackageBody = z.output<typeof changePackageBody>;

const packageOption = z.object({
  id: z.number().int(),
  name: z.string(),
  validityDuration: z.number().int(),
  validityUnit: z.enum(['day', 'week', 'month', 'year']),
  isDefault: z.boolean(),
});

/** The filters' and the package dialog's choices: the brands the admin sees, each with its packages. */
export const adminUserOptions = z.object({
  /** The platform admin sees every brand; an Admin only their own. */
  allBrands: z.boolean(),
  brands: z.array(namedRef.extend({ packages: z.array(packageOption) })),
  /** The zone the admin area shows dates in: the server's (TZ_SERVER), where the reports' days turn too. */
  timeZone: z.string(),
});
export type AdminUserOptions = z.output<typeof adminUserOptions>;
