import type { EntityManager } from '@mikro-orm/sql';
import type { FilterQuery } from '@mikro-orm/core';
import { AccessLevelSchema, type AccessLevel } from '../db/entities/AccessLevel.ts';

export interface LevelOption {
  id: number;
  name: string;
}

/**
 * The access levels a package of one brand may grant: the platform's default levels and the
 * brand's own (spec 3, 3: a package names an access level). The same rule as
 * `AccessLevelRepository.findForPackage`, without its "admins only" guard: by the time a
 * package service exists, `PackageRepository.forCaller` has decided that the caller manages
 * the brand (an admin, or the reseller who owns it), and a reseller must be able to pick a level.
 */
export class PackageLevels {
  readonly #em: EntityManager;
  readonly #brandId: number;

  constructor(em: EntityManager, brandId: number) {
    this.#em = em;
    this.#brandId = brandId;
  }

  /** A level the brand's packages may grant, or null (another brand's, an account's, none). */
  findForPackage(id: number): Promise<AccessLevel | null> {
    return this.#em.findOne(AccessLevelSchema, { $and: [{ id }, this.#grantable()] });
  }

  /** Names of grantable levels by id, for a page of packages. */
  async namesForPackages(ids: readonly number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const found = await this.#em.find(AccessLevelSchema, { $and: [{ id: { $in: [...new Set(ids)] } }, this.#grantable()] });
    return new Map(found.map((level) => [level.id, level.name]));
  }

  /** Every grantable level, defaults first: the package editor's choices. */
  async options(): Promise<LevelOption[]> {
    const levels = await this.#em.find(AccessLevelSchema, this.#grantable(), { orderBy: [{ isDefault: 'desc' }, { name: 'asc' }, { id: 'asc' }], limit: 500 });
    return levels.map(({ id, name }) => ({ id, name }));
  }

  #grantable(): FilterQuery<AccessLevel> {
    return {
      $or: [
        { brandId: null, accountId: null, isDefault: true },
        { brandId: this.#brandId, accountId: null },
      ],
    };
  }
}
