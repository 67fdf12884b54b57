import type { EntityManager } from '@mikro-orm/sql';
import type { Settings } from '../config/schema.ts';
import { BrandSchema, type Brand } from '../db/entities/Brand.ts';

/** A brand as requests see it: plain data, safe to cache across entity managers. */
export interface BrandInfo {
  id: number;
  name: string;
  shortName: string;
  domain: string;
}

function toInfo(brand: Brand): BrandInfo {
  return { id: brand.id, name: brand.name, shortName: brand.shortName, domain: brand.domain };
}

const cacheMs = 30_000;

/**
 * Finds the brand a request belongs to from its host name. Unknown hosts belong to the
 * default brand, created on first start from `config/`. Brands change rarely, so lookups are
 * cached for half a minute per process.
 */
export class BrandDirectory {
  readonly #cache = new Map<string, { brand: BrandInfo; until: number }>();
  #defaultBrand: BrandInfo | null = null;

  async ensureDefault(em: EntityManager, settings: Settings): Promise<BrandInfo> {
    const { name, shortName, domain } = settings.defaultBrand;
    let brand = await em.findOne(BrandSchema, { id: 1 });
    if (!brand) {
      brand = em.create(BrandSchema, { id: 1, name, shortName, domain });
      await em.flush();
      await em.getConnection().execute(`select setval(pg_get_serial_sequence('brand', 'id'), (select max(id) from brand))`);
    }
    this.#defaultBrand = toInfo(brand);
    return this.#defaultBrand;
  }

  async forHost(em: EntityManager, host: string): Promise<BrandInfo> {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    const hit = this.#cache.get(name);
    if (hit && hit.until > Date.now()) return hit.brand;
    const found = await em.findOne(BrandSchema, { domain: name });
    const brand = found ? toInfo(found) : (this.#defaultBrand ?? toInfo(await em.findOneOrFail(BrandSchema, { id: 1 })));
    this.#cache.set(name, { brand, until: Date.now() + cacheMs });
    return brand;
  }
}
