import type { EntityManager } from '@mikro-orm/sql';
import type { Settings } from '../config/schema.ts';
import { BrandSchema, type Brand, type BrandTexts, type BrandTheme } from '../db/entities/Brand.ts';

/** A brand as requests see it: plain data, safe to cache across entity managers. */
export interface BrandInfo {
  id: number;
  name: string;
  shortName: string;
  domain: string;
  /** A reseller's brand, not one of the platform's own (spec 2.4 and 4.1 treat these apart). */
  whitelabel: boolean;
  /** The reseller's account; null for the platform's own brands. */
  ownerAccountId: number | null;
  logoUrl: string | null;
  theme: BrandTheme;
  siteTitle: string | null;
  /** The brand's own wording of en-US keys. */
  texts: BrandTexts;
}

export function toBrandInfo(brand: Brand): BrandInfo {
  // A brand just created in memory has its database defaults only after a reload: `??` fills them.
  const ownerAccountId = brand.ownerAccountId ?? null;
  return {
    id: brand.id,
    name: brand.name,
    shortName: brand.shortName,
    domain: brand.domain,
    whitelabel: ownerAccountId !== null,
    ownerAccountId,
    logoUrl: brand.logoUrl ?? null,
    theme: brand.theme ?? 'light',
    siteTitle: brand.siteTitle ?? null,
    texts: brand.texts ?? {},
  };
}

const cacheMs = 30_000;

/**
 * Finds the brand a request belongs to from its host name. Only a verified domain counts: a
 * reseller's domain reaches its brand once its DNS proved it (see DomainVerifier), so nobody
 * takes over a host by typing it into their settings. Every other host belongs to the default
 * brand, created on first start from `config/`. Brands change rarely, so lookups are cached for
 * half a minute per process; a change made in this process clears the cache at once (`forget`),
 * other processes see it within the half minute.
 */
export class BrandDirectory {
  readonly #cache = new Map<string, { brand: BrandInfo; until: number }>();
  #defaultBrand: BrandInfo | null = null;

  async ensureDefault(em: EntityManager, settings: Settings): Promise<BrandInfo> {
    const { name, shortName, domain } = settings.defaultBrand;
    let brand = await em.findOne(BrandSchema, { id: 1 });
    if (!brand) {
      brand = em.create(BrandSchema, { id: 1, name, shortName, domain, verified: true, verifiedAt: new Date() });
      await em.flush();
      await em.getConnection().execute(`select setval(pg_get_serial_sequence('brand', 'id'), (select max(id) from brand))`);
    }
    this.#defaultBrand = toBrandInfo(brand);
    return this.#defaultBrand;
  }

  /** The platform's own brand (id 1); `ensureDefault` must have run. */
  get defaultBrand(): BrandInfo {
    if (!this.#defaultBrand) throw new Error('BrandDirectory.ensureDefault has not run');
    return this.#defaultBrand;
  }

  async forHost(em: EntityManager, host: string): Promise<BrandInfo> {
    const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    const hit = this.#cache.get(name);
    if (hit && hit.until > Date.now()) return hit.brand;
    const found = await em.findOne(BrandSchema, { domain: name, verified: true });
    const brand = found ? toBrandInfo(found) : (this.#defaultBrand ?? toBrandInfo(await em.findOneOrFail(BrandSchema, { id: 1 })));
    this.#cache.set(name, { brand, until: Date.now() + cacheMs });
    return brand;
  }

  /** After a brand changed (settings saved, domain verified): the next request reads it afresh. */
  forget(): void {
    this.#cache.clear();
  }
}
