import type { EntityManager } from '@mikro-orm/sql';
import type { FilterQuery } from '@mikro-orm/core';
import { AppError, type PermissionEntry, type RequestUser } from '@chatmill/sdk';
import { AccessLevelSchema, type AccessLevel } from '../db/entities/AccessLevel.ts';
import { PackageSchema } from '../db/entities/Package.ts';
import { UserSchema } from '../db/entities/User.ts';
import { accessLevelMessages, type AccessLevelKind, type AccessLevelScope } from '@chatmill/sdk/contracts';
import { containsPattern } from './containsPattern.ts';
import { isAdmin } from './requireAdmin.ts';

type Where = FilterQuery<AccessLevel>;

/** The platform's default levels: read by everyone, changed by no one. */
const defaults: Where = { brandId: null, accountId: null, isDefault: true };

/**
 * The one place that decides which access levels a user may see and change. Built from the
 * signed-in user and the request's brand; every read and write of `access_level` by the API
 * goes through it, so no handler can reach another account's (or brand's) levels.
 *
 * - everyone sees the default levels (read-only, see `kindOf`) and their own account's;
 * - admins also see, create and change the brand's levels (for its packages).
 *
 * A level outside this answers NOT_FOUND, exactly as a level that does not exist.
 */
export class AccessLevelRepository {
  readonly #em: EntityManager;
  readonly #user: RequestUser;
  readonly #brandId: number;

  constructor(em: EntityManager, user: RequestUser, brandId: number) {
    this.#em = em;
    this.#user = user;
    this.#brandId = brandId;
  }

  get admin(): boolean {
    return isAdmin(this.#user);
  }

  static kindOf(level: Pick<AccessLevel, 'brandId' | 'accountId'>): AccessLevelKind {
    if (level.accountId !== null) return 'account';
    return level.brandId !== null ? 'brand' : 'default';
  }

  /** The rows a list in `scope` shows: the defaults, then the account's or (admins) the brand's. */
  async list(
    scope: AccessLevelScope,
    options: { page: number; pageSize: number; search?: string | undefined },
  ): Promise<{ items: AccessLevel[]; total: number }> {
    const where: Where = { $or: [defaults, this.#owned(scope)] };
    const filtered: Where = options.search ? { $and: [where, { name: { $ilike: containsPattern(options.search) } }] } : where;
    const [items, total] = await this.#em.findAndCount(AccessLevelSchema, filtered, {
      orderBy: [{ isDefault: 'desc' }, { name: 'asc' }, { id: 'asc' }],
      limit: options.pageSize,
      offset: (options.page - 1) * options.pageSize,
    });
    return { items, total };
  }

  /** A level this user may see (a default, their account's, or for admins the brand's); NOT_FOUND otherwise. */
  async get(id: number): Promise<AccessLevel> {
    const scopes: Where[] = [defaults, this.#owned('account')];
    if (this.admin) scopes.push(this.#owned('brand'));
    const level = await this.#em.findOne(AccessLevelSchema, { $and: [{ id }, { $or: scopes }] });
    if (!level) throw new AppError('NOT_FOUND', accessLevelMessages.notFound);
    return level;
  }

  /**
   * A default level, or one of this brand's: what a package of the brand may grant.
   * Null when the id is neither (another brand's, an account's, or none at all).
   */
  async findForPackage(id: number): Promise<AccessLevel | null> {
    return this.#em.findOne(AccessLevelSchema, { $and: [{ id }, { $or: [defaults, this.#owned('brand')] }] });
  }

  /** Names of levels packages may grant, by id (for a page of packages). */
  async namesForPackages(ids: readonly number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const found = await this.#em.find(AccessLevelSchema, { $and: [{ id: { $in: [...new Set(ids)] } }, { $or: [defaults, this.#owned('brand')] }] });
    return new Map(found.map((level) => [level.id, level.name]));
  }

  /** Another level of the same owner (or a default one) already has this name, whatever its case. */
  async nameTaken(scope: AccessLevelScope, name: string, exceptId?: number): Promise<boolean> {
    const sameName: Where = { name: { $ilike: name.replace(/[\\%_]/g, (c) => `\\${c}`) } };
    const where: Where = { $and: [sameName, { $or: [defaults, this.#owned(scope)] }, ...(exceptId ? [{ id: { $ne: exceptId } }] : [])] };
    return (await this.#em.count(AccessLevelSchema, where)) > 0;
  }

  async create(scope: AccessLevelScope, data: { name: string; permissions: PermissionEntry[] }): Promise<AccessLevel> {
    this.#requireScope(scope);
    const level = this.#em.create(AccessLevelSchema, {
      // Account levels carry no brand: the account already belongs to one, and `brandId`
      // set with `accountId` null is what marks a brand level.
      brandId: scope === 'brand' ? this.#brandId : null,
      accountId: scope === 'account' ? this.#user.accountId : null,
      name: data.name,
      isDefault: false,
      grantsAll: false,
      permissions: data.permissions,
    });
    await this.#em.flush();
    return level;
  }

  /** Changes a level found with `get` (so already in scope); defaults are refused by the service. */
  async update(level: AccessLevel, data: { name: string; permissions: PermissionEntry[] }): Promise<AccessLevel> {
    level.name = data.name;
    level.permissions = data.permissions;
    await this.#em.flush();
    return level;
  }

  async remove(level: AccessLevel): Promise<void> {
    this.#em.remove(level);
    await this.#em.flush();
  }

  /** Who still points at the level: users (team members, client users) and packages. */
  async uses(level: AccessLevel): Promise<{ users: number; packages: number }> {
    const users = await this.#em.count(UserSchema, { accessLevelId: level.id });
    const packages = await this.#em.count(PackageSchema, { accessLevelId: level.id });
    return { users, packages };
  }

  /** The account scope is everyone's; the brand scope is the admins'. */
  #requireScope(scope: AccessLevelScope): void {
    if (scope === 'brand' && !this.admin) throw new AppError('FORBIDDEN', accessLevelMessages.brandScopeAdminsOnly);
  }

  #owned(scope: AccessLevelScope): Where {
    this.#requireScope(scope);
    return scope === 'brand' ? { brandId: this.#brandId, accountId: null } : { accountId: this.#user.accountId };
  }
}
