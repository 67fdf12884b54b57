import { intersectGrants, type AccessGrant, type PermissionEntry, type RequestUser } from '@chatmill/sdk';
import type { AccessType, UserType } from '../db/entities/User.ts';

/**
 * One query gives everything a request needs to know about its user: who they are, their
 * package and the access levels that decide what they may do. The session lookup and the
 * sign-in both select these columns with these joins (`u` is the user row).
 */
export const requestUserColumns = `u.id, u.account_id, u.brand_id, u.email, u.name, u.user_type, u.access_type,
  u.access_expires_at, u.deactivated_at, a.owner_user_id, a.referred_by_user_id, a.expires_at as account_expires_at, pk.id as package_id,
  pal.grants_all as package_grants_all, pal.permissions as package_permissions,
  mal.id as member_level_id, mal.grants_all as member_grants_all, mal.permissions as member_permissions`;

/** The account's package, or the user's own, or else the brand's default package (one per brand: a unique index). */
export const requestUserJoins = `left join "account" a on a.id = u.account_id
  left join "package" dp on dp.brand_id = u.brand_id and dp.is_default
  left join "package" pk on pk.id = coalesce(u.custom_package_id, a.package_id, dp.id)
  left join "access_level" pal on pal.id = pk.access_level_id
  left join "access_level" mal on mal.id = u.access_level_id`;

export interface RequestUserRow {
  id: number | null;
  account_id: number;
  brand_id: number;
  email: string;
  name: string;
  user_type: UserType;
  access_type: AccessType;
  access_expires_at: Date | string | null;
  /** A deactivated user's sessions count as ended (the admin area deactivates). */
  deactivated_at: Date | string | null;
  owner_user_id: number | null;
  referred_by_user_id: number | null;
  /** Only the session lookup selects it (`s.proxy`): a master-password session. */
  proxy?: boolean | null;
  account_expires_at: Date | string | null;
  package_id: number | null;
  package_grants_all: boolean | null;
  package_permissions: PermissionEntry[] | string | null;
  member_level_id: number | null;
  member_grants_all: boolean | null;
  member_permissions: PermissionEntry[] | string | null;
}

function levelGrant(levelFound: boolean, grantsAll: boolean | null, permissions: PermissionEntry[] | string | null): AccessGrant {
  if (!levelFound) return { kind: 'none' };
  if (grantsAll) return { kind: 'all' };
  const entries = typeof permissions === 'string' ? (JSON.parse(permissions) as PermissionEntry[]) : (permissions ?? []);
  return { kind: 'entries', entries };
}

function isPast(value: Date | string | null, now: number): boolean {
  return value !== null && new Date(value).getTime() <= now;
}

/**
 * Spec 1, 5.2 and 6: user id 1 and Admins may do everything; an owner gets the access level of
 * the package; a team member or client user gets their own level, never more than the
 * package gives, and nothing once their access has expired. No level means nothing.
 */
export function toRequestUser(row: RequestUserRow & { id: number }, now = Date.now()): RequestUser {
  const admin = row.id === 1 || row.user_type === 'Admin';
  const packageGrant = levelGrant(row.package_id !== null && row.package_grants_all !== null, row.package_grants_all, row.package_permissions);
  let access: AccessGrant;
  if (admin) access = { kind: 'all' };
  else if (row.access_type === 'owner') access = packageGrant;
  else if (isPast(row.access_expires_at, now)) access = { kind: 'none' };
  else access = intersectGrants(levelGrant(row.member_level_id !== null, row.member_grants_all, row.member_permissions), packageGrant);
  return {
    id: row.id,
    accountId: row.account_id,
    brandId: row.brand_id,
    email: row.email,
    name: row.name,
    userType: row.user_type,
    isOwner: row.owner_user_id === row.id,
    accessType: row.access_type,
    access,
    expired: !admin && isPast(row.account_expires_at, now),
    referredBy: row.referred_by_user_id,
    proxy: row.proxy === true,
  };
}
