import { z } from 'zod';
import { permissionSlug } from '../plugin/manifest.ts';
import type { PermissionEntry } from './accessGrant.ts';
import type { PackageFeature } from './packageFeatures.ts';

// The schemas' outputs are the shared interfaces (checked below), so the two cannot drift.

/** One row of an access level, as the API takes it. */
export const permissionEntry = z.strictObject({
  slug: permissionSlug,
  read: z.boolean(),
  edit: z.boolean(),
  create: z.boolean(),
  delete: z.boolean(),
});

/** A feature of a package, as the API takes it. */
export const packageFeature = z.strictObject({
  featureId: z.number().int().positive(),
  limit: z.number().int().min(0),
  lifetimeLimit: z.number().int().min(0),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const schemasMatchTypes: [Same<z.output<typeof permissionEntry>, PermissionEntry>, Same<z.output<typeof packageFeature>, PackageFeature>] = [true, true];
