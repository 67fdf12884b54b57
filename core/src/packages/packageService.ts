import { AppError } from '@chatmill/sdk';
import { isForeignKeyViolation } from '../access/foreignKeyViolation.ts';
import type { Package } from '../db/entities/Package.ts';
import type { PackageLevels } from './packageLevels.ts';
import type { PackageRepository } from './packageRepository.ts';
import { packageMessages, type PackageInput, type PackageListQuery, type PackageView } from '@chatmill/sdk/contracts';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toView(item: Package, accessLevelName: string | null): PackageView {
  return {
    id: item.id,
    name: item.name,
    tier: item.tier,
    accessLevelId: item.accessLevelId,
    accessLevelName,
    price: String(item.price),
    currency: item.currency,
    validityDuration: item.validityDuration,
    validityUnit: item.validityUnit,
    billingPeriod: item.billingPeriod,
    features: item.features,
    isDefault: item.isDefault,
    createdAt: iso(item.createdAt),
    updatedAt: iso(item.updatedAt),
  };
}

/** What the service asks of access levels: which ones the brand's packages may grant. */
export type GrantableLevels = Pick<PackageLevels, 'findForPackage' | 'namesForPackages'>;

/**
 * The rules of packages (spec 3, 3 and 5): an access level the brand may grant, one default
 * package per brand, and no deleting a package someone is on. Shapes (tier, currency, price,
 * features of the catalogue) are checked by the route schema before this runs.
 */
export class PackageService {
  readonly #packages: PackageRepository;
  readonly #levels: GrantableLevels;

  constructor(packages: PackageRepository, levels: GrantableLevels) {
    this.#packages = packages;
    this.#levels = levels;
  }

  async list(query: PackageListQuery) {
    const { items, total } = await this.#packages.list(query);
    const names = await this.#levels.namesForPackages(items.map((item) => item.accessLevelId));
    return { items: items.map((item) => toView(item, names.get(item.accessLevelId) ?? null)), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: number): Promise<PackageView> {
    return this.#view(await this.#packages.get(id));
  }

  async create(input: PackageInput): Promise<PackageView> {
    const { isDefault, ...data } = input;
    await this.#check(data);
    const created = await this.#packages.transactional(async (tx) => {
      if (isDefault) await tx.clearDefaultExcept(null);
      return tx.create(data, isDefault);
    });
    return this.#view(created);
  }

  async update(id: number, input: PackageInput): Promise<PackageView> {
    const { isDefault, ...data } = input;
    const current = await this.#packages.get(id);
    if (current.isDefault && !isDefault) {
      throw new AppError('UNPROCESSABLE', packageMessages.keepDefault, { fields: { isDefault: packageMessages.keepDefault } });
    }
    await this.#check(data, id);
    const updated = await this.#packages.transactional(async (tx) => {
      const target = await tx.get(id);
      if (isDefault) await tx.clearDefaultExcept(id);
      return tx.update(target, data, isDefault);
    });
    return this.#view(updated);
  }

  async remove(id: number): Promise<void> {
    const target = await this.#packages.get(id);
    if (target.isDefault) throw new AppError('CONFLICT', packageMessages.deleteDefault);
    const { accounts, users } = await this.#packages.uses(target);
    if (accounts || users) throw new AppError('CONFLICT', packageMessages.inUse(accounts, users));
    try {
      await this.#packages.remove(target);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', packageMessages.justUsed);
      throw error;
    }
  }

  /** What the schema cannot know: the access level is one the brand may grant, the name is free. */
  async #check(data: Omit<PackageInput, 'isDefault'>, exceptId?: number): Promise<void> {
    if (!(await this.#levels.findForPackage(data.accessLevelId))) {
      throw new AppError('VALIDATION_FAILED', 'Check the body: accessLevelId.', { fields: { accessLevelId: packageMessages.accessLevelUnknown } });
    }
    if (await this.#packages.nameTaken(data.name, exceptId)) {
      throw new AppError('CONFLICT', packageMessages.nameTaken, { fields: { name: packageMessages.nameTaken } });
    }
  }

  async #view(item: Package): Promise<PackageView> {
    const names = await this.#levels.namesForPackages([item.accessLevelId]);
    return toView(item, names.get(item.accessLevelId) ?? null);
  }
}
