import type { PackageFeature } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import { containsPattern } from '../../access/containsPattern.ts';
import type { AdminScope } from '../adminScope.ts';
import type { AdminUserListQuery, AdminUserOptions, AdminUserPage, AdminUserSortField, AdminUserView, UserStatus } from '@chatmill/sdk/contracts';

type Params = Record<string, unknown>;

interface UserRow {
  id: number;
  name: string;
  email: string;
  user_type: AdminUserView['userType'];
  access_type: AdminUserView['accessType'];
  is_owner: boolean;
  verified: boolean;
  brand_id: number;
  brand_name: string;
  account_id: number;
  account_name: string;
  package_id: number | null;
  package_name: string | null;
  package_source: AdminUserView['packageSource'];
  expires_at: Date | string | null;
  access_expires_at: Date | string | null;
  status: UserStatus;
  last_login_at: Date | string | null;
  deactivated_at: Date | string | null;
  created_at: Date | string;
}

export interface AccountRow {
  id: number;
  owner_user_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  team_size: number;
  created_at: Date | string;
  package_changed_at: Date | string | null;
}

export interface BrandPackage {
  id: number;
  name: string;
  validity_duration: number;
  validity_unit: 'day' | 'week' | 'month' | 'year';
  is_default: boolean;
}

/** The sort field to its column; only these ever reach the SQL text. */
const sortColumns: Record<AdminUserSortField, string> = {
  name: 'lower(u.name)',
  email: 'u.email',
  createdAt: 'u.created_at',
  lastLoginAt: 'u.last_login_at',
  expiresAt: 'a.expires_at',
  id: 'u.id',
};

/**
 * A user's status (spec 3, 4 "Subscription: active, expired"; plus deactivated by an admin).
 * Expired: the account's package ran out, or a team member's own access did; Admins never expire.
 */
const statusColumn = `case
    when u.deactivated_at is not null then 'deactivated'
    when u.id <> 1 and u.user_type <> 'Admin' and (a.expires_at <= now() or (u.id <> a.owner_user_id and u.access_expires_at <= now())) then 'expired'
    else 'active'
  end`;

/** The package in force, as usage and permissions decide it: the user's own, the account's, the brand's default. */
const userColumns = `u.id, u.name, u.email, u.user_type, u.access_type, u.verified, u.last_login_at, u.deactivated_at, u.created_at,
  u.access_expires_at, (u.id = a.owner_user_id) as is_owner,
  b.id as brand_id, b.name as brand_name, a.id as account_id, a.name as account_name, a.expires_at,
  pk.id as package_id, pk.name as package_name,
  case when u.custom_package_id is not null then 'user' when a.package_id is not null then 'account' else 'brandDefault' end as package_source,
  ${statusColumn} as status`;

const userJoins = `join "account" a on a.id = u.account_id
  join "brand" b on b.id = u.brand_id
  left join "package" pk on pk.id = coalesce(u.custom_package_id, a.package_id,
    (select d.id from "package" d where d.brand_id = u.brand_id and d.is_default order by d.id limit 1))`;

/**
 * The admin's reads and writes of users and accounts, confined to the brands of its scope:
 * the platform admin sees every brand, an Admin only theirs. A user outside the scope is not
 * found, as one that does not exist. Lists and `view` check the scope; the methods that read a
 * user's account or change a user take the id of a user `view` found (the service does so).
 */
export class AdminUserRepository {
  readonly #em: EntityManager;
  readonly #scope: AdminScope;

  constructor(em: EntityManager, scope: AdminScope) {
    this.#em = em;
    this.#scope = scope;
  }

  transactional<R>(work: (tx: AdminUserRepository) => Promise<R>): Promise<R> {
    return this.#em.transactional((em) => work(new AdminUserRepository(em, this.#scope)));
  }

  async page(query: AdminUserListQuery): Promise<AdminUserPage> {
    const params: Params = {};
    const where: string[] = [];
    const brandId = this.#scope.brandFilter(query.brandId);
    if (brandId !== null) {
      where.push('u.brand_id = :brandId');
      params.brandId = brandId;
    }
    if (query.search) {
      where.push(`(u.name ilike :search escape '\\' or u.email ilike :search escape '\\')`);
      params.search = containsPattern(query.search);
    }
    if (query.packageId !== undefined) {
      where.push('pk.id = :packageId');
      params.packageId = query.packageId;
    }
    if (query.userType !== undefined) {
      where.push('u.user_type = :userType');
      params.userType = query.userType;
    }
    if (query.accessType !== undefined) {
      where.push('u.access_type = :accessType');
      params.accessType = query.accessType;
    }
    if (query.status !== undefined) {
      where.push(`${statusColumn} = :status`);
      params.status = query.status;
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const [count] = await this.#em.execute<{ total: number }[]>(`select count(*)::int as total from "user" u ${userJoins} ${filter}`, params);
    // The id breaks ties, so pages never overlap or skip a row.
    const order = `${sortColumns[query.sort]} ${query.order} nulls last, u.id ${query.order}`;
    const rows = await this.#em.execute<UserRow[]>(`select ${userColumns} from "user" u ${userJoins} ${filter} order by ${order} limit :limit offset :offset`, {
      ...params,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(toView), total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  /** One user of the scope, or null. */
  async view(id: number): Promise<AdminUserView | null> {
    const [row] = await this.#em.execute<UserRow[]>(`select ${userColumns} from "user" u ${userJoins} where u.id = :id`, { id });
    return row && this.#scope.covers(Number(row.brand_id)) ? toView(row) : null;
  }

  /** The account of a user (call after `view` found the user), locked for the change that follows. */
  async lockAccount(userId: number): Promise<{ id: number; brand_id: number; package_id: number | null }> {
    const [row] = await this.#em.execute<{ id: number; brand_id: number; package_id: number | null }[]>(
      `select a.id, a.brand_id, a.package_id from "account" a
        where a.id = (select u.account_id from "user" u where u.id = :userId) for update`,
      { userId },
    );
    if (!row) throw new Error(`user ${userId} has no account`);
    return row;
  }

  async account(userId: number): Promise<AccountRow> {
    const [row] = await this.#em.execute<AccountRow[]>(
      `select a.id, a.owner_user_id, o.name as owner_name, o.email as owner_email,
              (select count(*)::int from "user" m where m.account_id = a.id) as team_size,
              a.created_at, a.package_changed_at
         from "user" u
         join "account" a on a.id = u.account_id
         left join "user" o on o.id = a.owner_user_id
        where u.id = :userId`,
      { userId },
    );
    if (!row) throw new Error(`user ${userId} has no account`);
    return row;
  }

  async brandPackage(brandId: number, packageId: number): Promise<BrandPackage | null> {
    const [row] = await this.#em.execute<BrandPackage[]>(
      `select p.id, p.name, p.validity_duration, p.validity_unit, p.is_default from "package" p where p.id = :packageId and p.brand_id = :brandId`,
      { brandId, packageId },
    );
    return row ?? null;
  }

  /** A package's features, if it is one of the brand's. */
  async packageFeatures(brandId: number, packageId: number): Promise<PackageFeature[] | null> {
    const [row] = await this.#em.execute<{ features: PackageFeature[] | string }[]>(
      `select p.features from "package" p where p.id = :packageId and p.brand_id = :brandId`,
      { brandId, packageId },
    );
    if (!row) return null;
    return typeof row.features === 'string' ? (JSON.parse(row.features) as PackageFeature[]) : row.features;
  }

  async defaultPackageId(brandId: number): Promise<number | null> {
    const [row] = await this.#em.execute<{ id: number }[]>(`select d.id from "package" d where d.brand_id = :brandId and d.is_default order by d.id limit 1`, {
      brandId,
    });
    return row ? Number(row.id) : null;
  }

  async setPackage(accountId: number, change: { packageId: number; expiresAt: Date | null; packageChangedAt: Date | null }): Promise<void> {
    await this.#em.execute(
      `update "account" set "package_id" = :packageId, "expires_at" = :expiresAt,
              "package_changed_at" = coalesce(:packageChangedAt, "package_changed_at")
        where "id" = :accountId`,
      { accountId, packageId: change.packageId, expiresAt: change.expiresAt, packageChangedAt: change.packageChangedAt },
    );
  }

  /** Sets or clears the deactivation; a deactivated user stays deactivated since the first time. */
  async setDeactivated(userId: number, deactivated: boolean): Promise<void> {
    if (deactivated) await this.#em.execute(`update "user" set "deactivated_at" = coalesce("deactivated_at", now()) where "id" = :userId`, { userId });
    else await this.#em.execute(`update "user" set "deactivated_at" = null where "id" = :userId`, { userId });
  }

  /** The brands of the scope, each with its packages (default first). */
  async options(): Promise<AdminUserOptions['brands']> {
    const brandId = this.#scope.brandFilter(undefined);
    const brands = await this.#em.execute<{ id: number; name: string }[]>(
      `select b.id, b.name from "brand" b ${brandId === null ? '' : 'where b.id = :brandId'} order by b.id`,
      brandId === null ? {} : { brandId },
    );
    const packages = await this.#em.execute<(BrandPackage & { brand_id: number })[]>(
      `select p.id, p.brand_id, p.name, p.validity_duration, p.validity_unit, p.is_default from "package" p
        ${brandId === null ? '' : 'where p.brand_id = :brandId'}
        order by p.is_default desc, lower(p.name), p.id`,
      brandId === null ? {} : { brandId },
    );
    return brands.map((brand) => ({
      id: Number(brand.id),
      name: brand.name,
      packages: packages
        .filter((p) => Number(p.brand_id) === Number(brand.id))
        .map((p) => ({
          id: Number(p.id),
          name: p.name,
          validityDuration: Number(p.validity_duration),
          validityUnit: p.validity_unit,
          isDefault: Boolean(p.is_default),
        })),
    }));
  }
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toView(row: UserRow): AdminUserView {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    userType: row.user_type,
    accessType: row.access_type,
    isOwner: Boolean(row.is_owner),
    verified: Boolean(row.verified),
    brand: { id: Number(row.brand_id), name: row.brand_name },
    account: { id: Number(row.account_id), name: row.account_name },
    package: row.package_id === null ? null : { id: Number(row.package_id), name: row.package_name ?? '' },
    packageSource: row.package_source,
    expiresAt: iso(row.expires_at),
    accessExpiresAt: iso(row.access_expires_at),
    status: row.status,
    lastLoginAt: iso(row.last_login_at),
    deactivatedAt: iso(row.deactivated_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
