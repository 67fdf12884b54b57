/**
 * The access model shared by the server and the dashboard. No zod here: the dashboard
 * shell imports this in its first load (the schemas are in ./schemas.ts).
 */
export type PermissionAction = 'read' | 'edit' | 'create' | 'delete';

/** One row of an access level (spec 1, 3.1): a route slug and the actions it allows. */
export interface PermissionEntry {
  slug: string;
  read: boolean;
  edit: boolean;
  create: boolean;
  delete: boolean;
}

/**
 * What a user may do, as the server resolved it for the session: everything (user id 1,
 * Admins, a level that grants all), a list of entries, or nothing (no access level).
 * The server and the dashboard decide with the same `allows`.
 */
export type AccessGrant = { kind: 'all' } | { kind: 'entries'; entries: PermissionEntry[] } | { kind: 'none' };

/** Spec 1, 5.2: the slug needs an entry holding the action; no access level means denied. */
export function allows(grant: AccessGrant, slug: string, action: PermissionAction = 'read'): boolean {
  if (grant.kind === 'all') return true;
  if (grant.kind === 'none') return false;
  const entry = grant.entries.find((e) => e.slug === slug);
  return entry ? entry[action] : false;
}

/** Both grants allow it: a team member never gets more than the owner's package gives. */
export function intersectGrants(a: AccessGrant, b: AccessGrant): AccessGrant {
  if (a.kind === 'none' || b.kind === 'none') return { kind: 'none' };
  if (a.kind === 'all') return b;
  if (b.kind === 'all') return a;
  const entries: PermissionEntry[] = [];
  for (const entry of a.entries) {
    const other = b.entries.find((e) => e.slug === entry.slug);
    if (!other) continue;
    entries.push({
      slug: entry.slug,
      read: entry.read && other.read,
      edit: entry.edit && other.edit,
      create: entry.create && other.create,
      delete: entry.delete && other.delete,
    });
  }
  return { kind: 'entries', entries };
}
