import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import { permissionActions, type AccessLevelRow, type PermissionEntry, type PermissionSlug } from './accessLevelTypes';

/** The dialog's schema: the spec's 'Name is required'; the server checks the slugs again. */
export function accessLevelFormSchema(t: TFunction) {
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, t('accessPackages.accessLevels.validation.nameRequired')), z.maxLength(120)),
    permissions: z.array(z.object({ slug: z.string(), read: z.boolean(), edit: z.boolean(), create: z.boolean(), delete: z.boolean() })),
  });
}

export type AccessLevelFormValues = z.input<ReturnType<typeof accessLevelFormSchema>>;

const nothing = { read: false, edit: false, create: false, delete: false };

/** One matrix row per slug the server offers, ticked as the level has it. */
export function accessLevelFormValues(row: AccessLevelRow | null, slugs: readonly PermissionSlug[]): AccessLevelFormValues {
  const current = new Map((row?.permissions ?? []).map((entry) => [entry.slug, entry]));
  return {
    name: row?.name ?? '',
    permissions: slugs.map(({ slug }) => {
      const entry = current.get(slug);
      return { slug, ...nothing, ...(entry ? { read: entry.read, edit: entry.edit, create: entry.create, delete: entry.delete } : {}) };
    }),
  };
}

/** Only rows that allow something are sent: a row of four unticked boxes grants nothing anyway. */
export function grantedEntries(entries: readonly PermissionEntry[]): PermissionEntry[] {
  return entries.filter((entry) => permissionActions.some((action) => entry[action]));
}
