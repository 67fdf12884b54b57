import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PermissionEntry } from '@chatmill/sdk';

/**
 * An access level (spec 3, 3): a name and permissions per route slug. `brandId` and
 * `accountId` both null: a platform level; `accountId` set: an owner's level for the team.
 * Default levels cannot be edited or deleted.
 */
export const AccessLevelSchema = defineEntity({
  name: 'AccessLevel',
  tableName: 'access_level',
  properties: {
    id: p.integer().primary(),
    brandId: p.integer().nullable(),
    accountId: p.integer().nullable(),
    name: p.string(),
    isDefault: p.boolean().default(false),
    /** Grants every slug, including those of plugins installed later. */
    grantsAll: p.boolean().default(false),
    permissions: p.json<PermissionEntry[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type AccessLevel = InferEntity<typeof AccessLevelSchema>;
