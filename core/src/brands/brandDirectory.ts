import type { EntityManager } from '@mikro-orm/sql';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import { FeedCache } from '../cache/feedCache.ts';
import type { Settings } from '../config/schema.ts';
import type { BrandTheme } from '@chatmill/sdk/contracts';
import { BrandSchema, type Brand, type BrandTexts } from '../db/entities/Brand.ts';
import { hostValid } from '../http/hostHeader.ts';

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

/**
 * Host names looked up: a request may send any, so the cache is bounded (and a host name is at
 * most 255 characters, see hostHeader.ts: at most about 1.3 MB of names).
 */
export const maxCachedHosts = 5_000;

/**
 * Finds the brand a request belongs to from its host name. Only a verified domain counts: a
 * reseller's domain reaches its brand once its DNS proved it (see DomainVerifier), so nobody
 * takes over a host by typing it into their settings. Every other host belongs to the default
 * brand, created on first start from `config/`. Lookups are cached per process; any committed
 * change to a brand, in any process, empties the cache (a domain may have moved between brands).
 */
export class BrandDirectory {
  readonly #cache: FeedCache<string, BrandInfo>;
  #defaultBrand: BrandInfo | null = null;

  constructor(changes: ChangeFeed) {
    this.#cache = new FeedCache<string, BrandInfo>(changes, maxCachedHosts, (change, cache) => {
      if (change.table !== 'brand') return;
      cache.clear();
      if (change.key === '1') this.#defaultBrand = null;
    });
  }

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

  /** How many host names the cache holds now (never more than maxCachedHosts). */
  get cachedHosts(): number {
    return this.#cache.size;
  }

  /** The brand of a host looked up before, without waiting; undefined when forHost must read it. */
  known(host: string): BrandInfo | undefined {
    return this.#cache.get(hostName(host));
  }

  async forHost(em: EntityManager, host: string): Promise<BrandInfo> {
    const name = hostName(host);
    // What cannot be a host name is no brand's, and is not kept: HTTP requests naming one are
    // refused before (createApp), but a socket's upgrade request comes here as it was sent.
    if (!hostValid(name)) return this.#platformBrand(em);
    const brand = await this.#cache.read(name, async () => {
      const found = await em.findOne(BrandSchema, { domain: name, verified: true });
      return found ? toBrandInfo(found) : await this.#platformBrand(em);
    });
    return brand!;
  }

  /** After a brand changed in this process: its next request reads it afresh, even before the change is heard. */
  forget(): void {
    this.#cache.clear();
    this.#defaultBrand = null;
  }

  async #platformBrand(em: EntityManager): Promise<BrandInfo> {
    this.#defaultBrand ??= toBrandInfo(await em.findOneOrFail(BrandSchema, { id: 1 }));
    return this.#defaultBrand;
  }
}

function hostName(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}
