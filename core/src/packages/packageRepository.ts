import type { EntityManager } from '@mikro-orm/sql';
import type { FilterQuery } from '@mikro-orm/core';
import { AppError, type RequestBrand, type RequestUser } from '@chatmill/sdk';
import { containsPattern } from '../access/containsPattern.ts';
import { isAdmin, requireAdmin } from '../access/requireAdmin.ts';
import { AdminScope } from '../admin/adminScope.ts';
import { AccountSchema } from '../db/entities/Account.ts';
import { BrandSchema } from '../db/entities/Brand.ts';
import { PackageSchema, type Package } from '../db/entities/Package.ts';
import { UserSchema } from '../db/entities/User.ts';
import { accountExpired } from '../http/mountRoutes.ts';
import { managesBrand } from '../whitelabel/resellers.ts';
import { packageMessages, type PackageInput, type PackageListQuery } from '@chatmill/sdk/contracts';

type Where = FilterQuery<Package>;
export type PackageData = Omit<PackageInput, 'isDefault'>;

/** What the caller asks for: a brand by id (`?brandId=`), or none (the request's brand), and whether it writes. */
export interface PackageRequest {
  brandId?: number | undefined;
  write: boolean;
}

/**
 * The one place that reads and writes packages, confined to one brand. A package of another
 * brand answers NOT_FOUND, as one that does not exist. Which brand a caller may reach is
 * decided here too, in `forCaller`.
 */
export class PackageRepository {
  readonly #em: EntityManager;
  readonly brandId: number;

  constructor(em: EntityManager, brandId: number) {
    this.#em = em;
    this.brandId = brandId;
  }

  /**
   * The packages a signed-in caller may manage (spec 3, 6: admins manage packages; a
   * white-label reseller sells their own to their clients):
   *
   * - without `brandId`: the request's brand, for admins only (the admin area, FORBIDDEN for anyone else);
   * - with `brandId`: that brand, for the platform admin (any brand), an Admin (their own
   *   brand, as `AdminScope` rules) or the owner of the account that owns the brand (its
   *   reseller). Any other brand, the platform's own included, answers NOT_FOUND, as a brand
   *   that does not exist. An expired reseller may look but not change.
   */
  static async forCaller(em: EntityManager, user: RequestUser | null, requestBrand: RequestBrand, request: PackageRequest): Promise<PackageRepository> {
    if (request.brandId === undefined) return new PackageRepository(em, adminBrand(user, requestBrand));
    if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
    const brand = await em.findOne(BrandSchema, { id: request.brandId });
    const allowed = brand !== null && (isAdmin(user) ? AdminScope.of(user, requestBrand).covers(brand.id) : managesBrand(user, brand));
    if (!allowed) throw new AppError('NOT_FOUND', packageMessages.brandNotFound);
    if (request.write && user.expired) throw new AppError('PACKAGE_EXPIRED', accountExpired);
    return new PackageRepository(em, brand.id);
  }

  async list(query: PackageListQuery): Promise<{ items: Package[]; total: number }> {
    const where: Where = { brandId: this.brandId, ...(query.search ? { name: { $ilike: containsPattern(query.search) } } : {}) };
    const [items, total] = await this.#em.findAndCount(PackageSchema, where, {
      orderBy: [{ [query.sort]: query.order }, { id: query.order }],
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items, total };
  }

  async get(id: number): Promise<Package> {
    const found = await this.find(id);
    if (!found) throw new AppError('NOT_FOUND', packageMessages.notFound);
    return found;
  }

  /** A package of the brand, or null: for callers that refuse another brand's at a field. */
  find(id: number): Promise<Package | null> {
    return this.#em.findOne(PackageSchema, { id, brandId: this.brandId });
  }

  /** Another package of the brand has this name, whatever its case. */
  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const where: Where = { brandId: this.brandId, name: { $ilike: name.replace(/[\\%_]/g, (c) => `\\${c}`) }, ...(exceptId ? { id: { $ne: exceptId } } : {}) };
    return (await this.#em.count(PackageSchema, where)) > 0;
  }

  /**
   * Runs `work` in one transaction with a repository bound to it, holding the brand's row
   * lock: two admins making two packages default at once take turns, so one stays default.
   */
  async transactional<R>(work: (tx: PackageRepository) => Promise<R>): Promise<R> {
    return this.#em.transactional(async (em) => {
      await em.execute('select id from brand where id = ? for update', [this.brandId]);
      return work(new PackageRepository(em, this.brandId));
    });
  }

  async create(data: PackageData, isDefault: boolean): Promise<Package> {
    const created = this.#em.create(PackageSchema, { ...data, brandId: this.brandId, isDefault });
    await this.#em.flush();
    return created;
  }

  async update(target: Package, data: PackageData, isDefault: boolean): Promise<Package> {
    Object.assign(target, data, { isDefault });
    await this.#em.flush();
    return target;
  }

  /** Takes the default flag from the brand's other packages (call inside `transactional`). */
  async clearDefaultExcept(id: number | null): Promise<void> {
    await this.#em.nativeUpdate(PackageSchema, { brandId: this.brandId, isDefault: true, ...(id ? { id: { $ne: id } } : {}) }, { isDefault: false });
  }

  async remove(target: Package): Promise<void> {
    this.#em.remove(target);
    await this.#em.flush();
  }

  /** Who is on the package: accounts (their plan) and users with it as their own (client users). */
  async uses(target: Package): Promise<{ accounts: number; users: number }> {
    const accounts = await this.#em.count(AccountSchema, { packageId: target.id });
    const users = await this.#em.count(UserSchema, { customPackageId: target.id });
    return { accounts, users };
  }
}

/** The admin area's brand: the request's, for admins only. */
function adminBrand(user: RequestUser | null, requestBrand: RequestBrand): number {
  requireAdmin(user);
  return requestBrand.id;
}
