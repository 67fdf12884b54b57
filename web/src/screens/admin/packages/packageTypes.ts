/** The packages API as this screen uses it (sdk/src/contracts/admin/packageSchemas.ts is the source). */

export const validityUnits = ['day', 'week', 'month', 'year'] as const;
export type ValidityUnit = (typeof validityUnits)[number];

export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export interface PackageFeature {
  featureId: number;
  /** Per the feature's period; 0: unlimited. */
  limit: number;
  /** Over all time; 0: unlimited. */
  lifetimeLimit: number;
}

export interface PackageRow {
  id: number;
  name: string;
  tier: string;
  accessLevelId: number;
  accessLevelName: string | null;
  /** Decimal text, e.g. "9.99". */
  price: string;
  currency: string;
  /** 0: never expires. */
  validityDuration: number;
  validityUnit: ValidityUnit;
  billingPeriod: BillingPeriod;
  features: PackageFeature[];
  isDefault: boolean;
}

export type PackageBody = Omit<PackageRow, 'id' | 'accessLevelName'>;

/** A feature of the catalogue (GET /api/packages/features). */
export interface CatalogueFeature {
  id: number;
  name: string;
  period: 'month' | 'year' | 'lifetime';
  pluginId: string;
}

/** An access level a package may grant (GET /api/access-levels?scope=brand). */
export interface LevelOption {
  id: number;
  name: string;
}

export const packagePaths = {
  list: '/api/packages',
  one: (id: number) => `/api/packages/${id}`,
  features: '/api/packages/features',
  /** The default levels and the brand's: what a package may grant. */
  levels: '/api/access-levels?scope=brand&pageSize=100',
} as const;
