import { z } from 'zod';
import { permissionEntry } from '../../access/schemas.ts';
import { pageFields, pageOf, requiredText } from '../pagedList.ts';

/** The spec's exact texts (spec 3, 5 and 8), and the others this API answers with. */
export const accessLevelMessages = {
  nameRequired: 'Name is required',
  cannotEdit: 'Cannot Edit Default Access Level',
  cannotDelete: 'Cannot Delete Default Access Level',
  nameTaken: 'An access level with this name already exists.',
  notFound: 'No such access level.',
  brandScopeAdminsOnly: "Only admins manage the brand's access levels.",
  unknownSlug: (slug: string) => `There is no permission "${slug}".`,
  duplicateSlug: 'This permission is listed twice: keep one row per permission.',
  inUse: (users: number, packages: number) =>
    `This access level is still in use (${[
      users ? `${users} user${users === 1 ? '' : 's'}` : '',
      packages ? `${packages} package${packages === 1 ? '' : 's'}` : '',
    ]
      .filter(Boolean)
      .join(', ')}). Give them another access level first, then delete it.`,
  justUsed: 'This access level has just been given to a user or a package. Give them another access level first, then delete it.',
} as const;

/**
 * Where a level lives: `default` (platform-wide, read-only), `brand` (made by admins for the
 * brand's packages) or `account` (made by an owner for the team).
 */
export const accessLevelKinds = ['default', 'brand', 'account'] as const;
export type AccessLevelKind = (typeof accessLevelKinds)[number];

/** The scopes a caller lists or creates in: an owner's account, or (admins) the brand. */
export const accessLevelScope = z.enum(['account', 'brand'], { error: 'Use account or brand.' });
export type AccessLevelScope = z.output<typeof accessLevelScope>;

export const accessLevelListQuery = z.object({ scope: accessLevelScope.default('account'), ...pageFields });
export type AccessLevelListQuery = z.output<typeof accessLevelListQuery>;

const maxEntries = 500;

/** Entries of known slugs, one per slug; the paths of the messages name the offending row. */
/** What the schemas need of the core's permission catalogue: whether a slug is in it. */
export interface PermissionLookup {
  has(slug: string): boolean;
}

export function permissionEntries(catalogue: PermissionLookup) {
  return z
    .array(permissionEntry, { error: 'List the permissions as an array of { slug, read, edit, create, delete }.' })
    .max(maxEntries, `Use at most ${maxEntries} permissions.`)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (!catalogue.has(entry.slug)) ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: accessLevelMessages.unknownSlug(entry.slug) });
        else if (seen.has(entry.slug)) ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: accessLevelMessages.duplicateSlug });
        seen.add(entry.slug);
      });
    });
}

const name = requiredText(accessLevelMessages.nameRequired, 120);

export function createAccessLevelBody(catalogue: PermissionLookup) {
  return z.strictObject({ name, permissions: permissionEntries(catalogue).default([]), scope: accessLevelScope.default('account') });
}

/** A level keeps its scope for life; only its name and permissions change. */
export function updateAccessLevelBody(catalogue: PermissionLookup) {
  return z.strictObject({ name, permissions: permissionEntries(catalogue).default([]) });
}

export type AccessLevelInput = { name: string; permissions: z.output<ReturnType<typeof permissionEntries>> };

export const accessLevelView = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  /** Grants every slug, those of plugins installed later included. */
  grantsAll: z.boolean(),
  permissions: z.array(permissionEntry),
  scope: z.enum(accessLevelKinds),
});
export type AccessLevelView = z.output<typeof accessLevelView>;

export const accessLevelPage = pageOf(accessLevelView);

export const permissionSlugsResponse = z.object({
  items: z.array(z.object({ slug: z.string(), name: z.string(), pluginId: z.string().nullable() })),
});
