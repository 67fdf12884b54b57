/**
 * A feature a package enables (spec 3, 3 Package): `limit` per the feature's period (month,
 * year or lifetime) and `lifetimeLimit` over all time; 0 means unlimited for either.
 * (No zod here, for the dashboard's first load; the schema is in ./schemas.ts.)
 */
export interface PackageFeature {
  featureId: number;
  limit: number;
  lifetimeLimit: number;
}

/** What the dashboard knows of one feature for the signed-in account. */
export interface FeatureUsage {
  featureId: number;
  name: string;
  period: 'month' | 'year' | 'lifetime';
  /** False when the package does not include the feature. */
  enabled: boolean;
  limit: number;
  used: number;
  lifetimeLimit: number;
  lifetimeUsed: number;
}

/** The package side of a session: its name for the refusal texts and every feature's usage. */
export interface PackageSummary {
  id: number | null;
  name: string;
  /** ISO time the account expires; null when it never does. */
  expiresAt: string | null;
  expired: boolean;
  /** Admins are exempt from usage limits (spec 1, 5.1). */
  exempt: boolean;
  features: FeatureUsage[];
}

/** Spec 1, 4.3: the limit is reached when usage reaches it; 0 means unlimited. */
export function limitReached(limit: number, used: number, adding = 1): boolean {
  return limit > 0 && used + adding > limit;
}

/** Spec 1, 8: the exact refusal texts. */
export function featureNotInPackageMessage(packageName: string): string {
  return `Your ${packageName} package does not have access to this feature. Please upgrade your account.`;
}

export function limitReachedMessage(packageName: string, used: number, limit: number): string {
  if (used > limit) return overLimitMessage(packageName, used, limit);
  return `Your ${packageName} package have reached the limit for this feature. You have already used-up ${used}/${limit}. Please upgrade your account to do more.`;
}

/**
 * An account moved to a package below what it already used: the spec's "used-up 3/2" would
 * read as a fault, so it is said as a sentence, with by how much.
 */
export function overLimitMessage(packageName: string, used: number, limit: number): string {
  return `Your ${packageName} package allows ${limit} for this feature, and ${used} are already used: ${used - limit} more than it allows. Please upgrade your account to do more.`;
}
