/**
 * The tier labels a package carries (spec 3, 6), from the platform's own to the top paid
 * tier. A label, not a rule: what a package grants comes from its features and access level.
 * Plain data with no imports, so the web's lazy screens can import this file alone.
 */
export const packageTiers = ['Admin', 'Custom', 'Free', 'Trial', 'Pro', 'Apprentice', 'Master', 'Grand Master', 'Ultra Grand Master'] as const;

export type PackageTier = (typeof packageTiers)[number];

export function isPackageTier(value: string): value is PackageTier {
  return (packageTiers as readonly string[]).includes(value);
}
