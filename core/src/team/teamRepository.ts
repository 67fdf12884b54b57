import type { EntityManager } from '@mikro-orm/sql';
import { AccountSchema, type Account } from '../db/entities/Account.ts';
import { SessionSchema } from '../db/entities/Session.ts';
import { UserSchema, type User } from '../db/entities/User.ts';
import type { MemberListQuery, MemberPage, MemberSortField, MemberView, NamedRef } from '@chatmill/sdk/contracts';

type Params = Record<string, unknown>;

/** What a new member of the account is made of; the account id is the repository's. */
export type NewMember = Pick<User, 'brandId' | 'name' | 'email' | 'accessType' | 'accessLevelId' | 'customPackageId' | 'accessExpiresAt'>;
export type MemberChanges = Pick<User, 'name' | 'accessType' | 'accessLevelId' | 'customPackageId' | 'accessExpiresAt'>;

interface MemberRow {
  id: number;
  name: string;
  email: string;
  verified: boolean;
  last_login_at: Date | string | null;
  access_type: MemberView['accessType'];
  is_owner: boolean;
  level_id: number | null;
  level_name: string | null;
  package_id: number | null;
  package_name: string | null;
  access_expires_at: Date | string | null;
  picture_url: string | null;
  invitation_pending: boolean;
  created_at: Date | string;
}

/** The sort field to its column; only these ever reach the SQL text. */
const sortColumns: Record<MemberSortField, string> = {
  name: 'lower(u.name)',
  email: 'u.email',
  verified: 'u.verified',
  lastLoginAt: 'u.last_login_at',
  accessType: 'u.access_type',
  accessExpiresAt: 'u.access_expires_at',
  createdAt: 'u.created_at',
};

const memberColumns = `u.id, u.name, u.email, u.verified, u.last_login_at, u.access_type, u.access_expires_at, u.picture_url, u.created_at,
  (u.id = a.owner_user_id) as is_owner,
  (u.password_hash is null and u.id <> a.owner_user_id) as invitation_pending,
  al.id as level_id, al.name as level_name, pk.id as package_id, pk.name as package_name`;

const memberJoins = `join "account" a on a.id = u.account_id
  left join "access_level" al on al.id = u.access_level_id
  left join "package" pk on pk.id = u.custom_package_id`;

/**
 * The one place that confines team-member reads and writes to one account: every query here
 * filters on the account id this repository was made with, and services get a repository,
 * never an account id, so no handler can forget the account or pass another one. A member of
 * another account is simply not found (the routes answer 404).
 *
 * Two look-ups are wider on purpose and say so in their names: an email is unique per brand
 * (`emailRegisteredOnBrand`), and packages belong to the brand (`brandPackage`).
 */
export class TeamRepository {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  /** Runs `work` in one transaction, with a repository of the same account bound to it. */
  transactional<R>(work: (tx: TeamRepository, em: EntityManager) => Promise<R>): Promise<R> {
    return this.#em.transactional((em) => work(new TeamRepository(em, this.#accountId), em));
  }

  account(): Promise<Account> {
    return this.#em.findOneOrFail(AccountSchema, { id: this.#accountId });
  }

  async page(query: MemberListQuery): Promise<MemberPage> {
    const params: Params = { accountId: this.#accountId };
    let where = 'u.account_id = :accountId';
    if (query.search) {
      where += ` and (u.name ilike :search escape '\\' or u.email ilike :search escape '\\')`;
      params.search = likePattern(query.search);
    }
    const [count] = await this.#query<{ total: number | string }>(`select count(*)::int as total from "user" u where ${where}`, params);
    // The owner heads the list whatever the sort; the id breaks ties so pages never overlap.
    const order = `is_owner desc, ${sortColumns[query.sort]} ${query.order} nulls last, u.id ${query.order}`;
    const rows = await this.#query<MemberRow>(
      `select ${memberColumns} from "user" u ${memberJoins} where ${where} order by ${order} limit :limit offset :offset`,
      { ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return { items: rows.map(toView), total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  async view(id: number): Promise<MemberView | null> {
    const [row] = await this.#query<MemberRow>(`select ${memberColumns} from "user" u ${memberJoins} where u.account_id = :accountId and u.id = :id`, {
      accountId: this.#accountId,
      id,
    });
    return row ? toView(row) : null;
  }

  /** The user entity of a member of this account (the owner included). */
  find(id: number): Promise<User | null> {
    return this.#em.findOne(UserSchema, { id, accountId: this.#accountId }, { refresh: true });
  }

  async isOwner(user: User): Promise<boolean> {
    return (await this.account()).ownerUserId === user.id;
  }

  /** Emails are unique per brand, across accounts (the `user_brand_email_unique` index). */
  async emailRegisteredOnBrand(brandId: number, email: string): Promise<boolean> {
    return (await this.#em.count(UserSchema, { brandId, email })) > 0;
  }

  /** A level this account may give its members: one of its own, or a platform default. */
  async assignableLevel(id: number): Promise<NamedRef | null> {
    const [row] = await this.#query<NamedRef>(`select l.id, l.name from "access_level" l where l.id = :id and (${assignableLevels})`, {
      id,
      accountId: this.#accountId,
    });
    return row ?? null;
  }

  async assignableLevels(): Promise<NamedRef[]> {
    return this.#query<NamedRef>(`select l.id, l.name from "access_level" l where ${assignableLevels} order by l.account_id nulls first, lower(l.name), l.id`, {
      accountId: this.#accountId,
    });
  }

  /** A package of the brand, for a client user's custom package. */
  async brandPackage(brandId: number, id: number): Promise<NamedRef | null> {
    const [row] = await this.#em.execute<NamedRef[]>(`select p.id, p.name from "package" p where p.id = :id and p.brand_id = :brandId`, { id, brandId });
    return row ?? null;
  }

  brandPackages(brandId: number): Promise<NamedRef[]> {
    return this.#em.execute<NamedRef[]>(`select p.id, p.name from "package" p where p.brand_id = :brandId order by lower(p.name), p.id`, { brandId });
  }

  /** Adds a member to this account; `flush` (or the transaction's end) stores it. */
  async create(member: NewMember): Promise<User> {
    const user = this.#em.create(UserSchema, {
      ...member,
      accountId: this.#accountId,
      passwordHash: null,
      userType: 'Member',
      verified: false,
      lastLoginAt: null,
    });
    await this.#em.flush();
    return user;
  }

  async update(id: number, changes: MemberChanges): Promise<void> {
    await this.#em.nativeUpdate(UserSchema, { id, accountId: this.#accountId }, changes);
  }

  /** The member's live sessions, so their open tabs can be told when the member is removed. */
  async liveSessionIds(userId: number): Promise<string[]> {
    if (!(await this.find(userId))) return [];
    const sessions = await this.#em.find(SessionSchema, { userId, invalidatedAt: null });
    return sessions.map((s) => s.id);
  }

  /** Deletes the member; their sessions, reset links and sign-in identities go with them (foreign keys cascade). */
  async delete(id: number): Promise<boolean> {
    return (await this.#em.nativeDelete(UserSchema, { id, accountId: this.#accountId })) > 0;
  }

  /** Runs SQL that must filter on `:accountId`, whose value only this class supplies. */
  #query<Row extends object>(sql: string, params: Params): Promise<Row[]> {
    if (!/:accountId\b/.test(sql)) throw new Error('Team-member SQL must filter on :accountId.');
    if (params.accountId !== this.#accountId) throw new Error('The account id comes from the repository, not from the caller.');
    return this.#em.execute<Row[]>(sql, params);
  }
}

/** The account's own levels and the platform's defaults (brand and account null). */
const assignableLevels = 'l.account_id = :accountId or (l.account_id is null and l.brand_id is null and l.is_default)';

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toView(row: MemberRow): MemberView {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    verified: Boolean(row.verified),
    lastLoginAt: iso(row.last_login_at),
    accessType: row.access_type,
    isOwner: Boolean(row.is_owner),
    accessLevel: row.level_id === null ? null : { id: Number(row.level_id), name: row.level_name ?? '' },
    customPackage: row.package_id === null ? null : { id: Number(row.package_id), name: row.package_name ?? '' },
    accessExpiresAt: iso(row.access_expires_at),
    pictureUrl: row.picture_url,
    invitationPending: Boolean(row.invitation_pending),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
