/** The access-levels API as these screens use it (sdk/src/contracts/access/accessLevelSchemas.ts is the source). */

export const permissionActions = ['read', 'edit', 'create', 'delete'] as const;
export type PermissionAction = (typeof permissionActions)[number];

/** One row of a level: a route slug and the actions it allows (the SDK's PermissionEntry). */
export type PermissionEntry = { slug: string } & Record<PermissionAction, boolean>;

export type LevelScope = 'account' | 'brand';

export interface AccessLevelRow {
  id: number;
  name: string;
  isDefault: boolean;
  grantsAll: boolean;
  permissions: PermissionEntry[];
  /** Default levels are read-only for everyone. */
  scope: 'default' | LevelScope;
}

/** A slug a level can grant (GET /api/access-levels/slugs); pluginId null: the core's. */
export interface PermissionSlug {
  slug: string;
  name: string;
  pluginId: string | null;
}

export const accessLevelPaths = {
  list: '/api/access-levels',
  one: (id: number) => `/api/access-levels/${id}`,
  slugs: '/api/access-levels/slugs',
} as const;
