import type { EntityManager } from '@mikro-orm/sql';
import type { FilterQuery } from '@mikro-orm/core';
import { AppError } from '@chatmill/sdk';
import { containsPattern } from '../access/pagedList.ts';
import { AccountSchema } from '../db/entities/Account.ts';
import { PackageSchema, type Package } from '../db/entities/Package.ts';
import { UserSchema } from '../db/entities/User.ts';
import { packageMessages, type PackageInput, type PackageListQuery } from './packageSchemas.ts';

type Where = FilterQuery<Package>;
export type PackageData = Omit<PackageInput, 'isDefault'>;

/**
 * The one place that reads and writes packages, confined to one brand: the request's. A
 * package of another brand answers NOT_FOUND, as one that does not exist.
 */
export class PackageRepository {
  readonly #em: EntityManager;
  readonly brandId: number;

  constructor(em: EntityManager, brandId: number) {
    this.#em = em;
    this.brandId = brandId;
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
    const found = await this.#em.findOne(PackageSchema, { id, brandId: this.brandId });
    if (!found) throw new AppError('NOT_FOUND', packageMessages.notFound);
    return found;
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
      return work(new PackageRepository(em as EntityManager, this.brandId));
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
