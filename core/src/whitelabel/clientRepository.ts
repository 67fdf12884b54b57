import type { EntityManager } from '@mikro-orm/sql';
import { containsPattern } from '../access/containsPattern.ts';
import { createOwner } from '../accounts/createOwner.ts';
import { AccessLevelSchema } from '../db/entities/AccessLevel.ts';
import { AccountSchema, type Account } from '../db/entities/Account.ts';
import type { Package } from '../db/entities/Package.ts';
import { UserSchema, type User } from '../db/entities/User.ts';
import { PackageRepository } from '../packages/packageRepository.ts';
import type { ClientListQuery, ClientPage, ClientSortField, ClientView } from '@chatmill/sdk/contracts';

type Params = Record<string, unknown>;

export interface NewClient {
  name: string;
  email: string;
  packageId: number;
  expiresAt: Date | null;
}

export interface ClientAccount {
  account: Account;
  owner: User;
}

interface ClientRow {
  account_id: number;
  user_id: number;
  name: string;
  email: string;
  verified: boolean;
  invitation_pending: boolean;
  package_id: number | null;
  package_name: string | null;
  expires_at: Date | string | null;
  last_login_at: Date | string | null;
  created_at: Date | string;
}

/** The sort field to its column; only these ever reach the SQL text. */
const sortColumns: Record<ClientSortField, string> = {
  name: 'lower(u.name)',
  email: 'u.email',
  createdAt: 'a.created_at',
  lastLoginAt: 'u.last_login_at',
  expiresAt: 'a.expires_at',
};

/** The package in force as usage decides it: the owner's own, the account's, or the brand's default. */
const clientColumns = `a.id as account_id, u.id as user_id, u.name, u.email, u.verified, (u.password_hash is null) as invitation_pending,
  pk.id as package_id, pk.name as package_name, a.expires_at, u.last_login_at, a.created_at`;

const clientJoins = `from "account" a
  join "user" u on u.id = a.owner_user_id
  left join "package" pk on pk.id = coalesce(u.custom_package_id, a.package_id,
    (select d.id from "package" d where d.brand_id = a.brand_id and d.is_default order by d.id limit 1))`;

/**
 * The one place that reads and writes a reseller's client accounts, confined to one brand:
 * every account of a white-label brand is a client of its reseller (sign-up is closed there),
 * so "the brand's accounts" is the whole rule. An account of another brand is not found, as
 * one that does not exist (the routes answer 404).
 */
export class ClientRepository {
  readonly #em: EntityManager;
  readonly brandId: number;

  constructor(em: EntityManager, brandId: number) {
    this.#em = em;
    this.brandId = brandId;
  }

  /** Runs `work` in one transaction, with a repository of the same brand bound to it. */
  transactional<R>(work: (tx: ClientRepository, em: EntityManager) => Promise<R>): Promise<R> {
    return this.#em.transactional((em) => work(new ClientRepository(em, this.brandId), em));
  }

  async page(query: ClientListQuery): Promise<ClientPage> {
    const params: Params = { brandId: this.brandId };
    let where = 'a.brand_id = :brandId';
    if (query.search) {
      where += ` and (u.name ilike :search escape '\\' or u.email ilike :search escape '\\' or a.name ilike :search escape '\\')`;
      params.search = containsPattern(query.search);
    }
    const [count] = await this.#query<{ total: number | string }>(`select count(*)::int as total ${clientJoins} where ${where}`, params);
    // The id breaks ties, so pages never overlap or skip a row.
    const order = `${sortColumns[query.sort]} ${query.order} nulls last, a.id ${query.order}`;
    const rows = await this.#query<ClientRow>(`select ${clientColumns} ${clientJoins} where ${where} order by ${order} limit :limit offset :offset`, {
      ...params,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(toView), total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  async view(accountId: number): Promise<ClientView | null> {
    const [row] = await this.#query<ClientRow>(`select ${clientColumns} ${clientJoins} where a.brand_id = :brandId and a.id = :accountId`, {
      brandId: this.brandId,
      accountId,
    });
    return row ? toView(row) : null;
  }

  /** A client account of the brand with its owner, or null. */
  async find(accountId: number): Promise<ClientAccount | null> {
    const account = await this.#em.findOne(AccountSchema, { id: accountId, brandId: this.brandId }, { refresh: true });
    if (!account?.ownerUserId) return null;
    const owner = await this.#em.findOne(UserSchema, { id: account.ownerUserId, brandId: this.brandId }, { refresh: true });
    return owner ? { account, owner } : null;
  }

  /** Emails are unique per brand, across accounts and team members (the `user_brand_email_unique` index). */
  async emailRegistered(email: string): Promise<boolean> {
    return (await this.#em.count(UserSchema, { brandId: this.brandId, email })) > 0;
  }

  /** A package of the brand (never another brand's or the platform's), or null. */
  package(id: number): Promise<Package | null> {
    return new PackageRepository(this.#em, this.brandId).find(id);
  }

  /**
   * Creates the account and its owner (call inside `transactional`): a client user without a
   * password, unverified and never signed in, on the given package until `expiresAt`. The
   * owner's own level is the platform's Full Access, so what the client may do is exactly what
   * the package grants (a client user's access is their level within the package's).
   */
  async create(client: NewClient): Promise<ClientAccount> {
    const fullAccess = await this.#em.findOneOrFail(AccessLevelSchema, { brandId: null, accountId: null, isDefault: true, grantsAll: true });
    const owner = await createOwner(this.#em, { brandId: this.brandId, name: client.name, email: client.email, passwordHash: null });
    owner.accessType = 'client_user';
    owner.accessLevelId = fullAccess.id;
    owner.lastLoginAt = null;
    owner.verified = false;
    const account = await this.#em.findOneOrFail(AccountSchema, { id: owner.accountId, brandId: this.brandId });
    account.packageId = client.packageId;
    account.expiresAt = client.expiresAt;
    await this.#em.flush();
    return { account, owner };
  }

  /**
   * Gives a client account another package or expiry. `packageChanged` marks a different
   * package, which the client's users are told about ('New Package Activated!').
   */
  async setPackage(accountId: number, change: { packageId: number; expiresAt: Date | null; packageChanged: boolean }): Promise<void> {
    await this.#em.nativeUpdate(
      AccountSchema,
      { id: accountId, brandId: this.brandId },
      { packageId: change.packageId, expiresAt: change.expiresAt, ...(change.packageChanged ? { packageChangedAt: new Date() } : {}) },
    );
  }

  /** Runs SQL that must filter on `:brandId`, whose value only this class supplies. */
  #query<Row extends object>(sql: string, params: Params): Promise<Row[]> {
    if (!/a\.brand_id = :brandId\b/.test(sql)) throw new Error('Client SQL must filter on a.brand_id = :brandId.');
    if (params.brandId !== this.brandId) throw new Error('The brand id comes from the repository, not from the caller.');
    return this.#em.execute<Row[]>(sql, params);
  }
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toView(row: ClientRow): ClientView {
  return {
    id: Number(row.account_id),
    userId: Number(row.user_id),
    name: row.name,
    email: row.email,
    verified: Boolean(row.verified),
    invitationPending: Boolean(row.invitation_pending),
    package: row.package_id === null ? null : { id: Number(row.package_id), name: row.package_name ?? '' },
    expiresAt: iso(row.expires_at),
    lastLoginAt: iso(row.last_login_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
