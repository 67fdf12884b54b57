import type { EntityManager } from '@mikro-orm/sql';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import { FeedCache } from '../cache/feedCache.ts';
import { BrandPluginSchema } from '../db/entities/BrandPlugin.ts';

const maxBrands = 5_000;

/**
 * Which plugins a brand has on. A row records a brand's choice; a plugin without one is on,
 * so a plugin installed later shows up until a brand switches it off. Cached per process,
 * since every plugin request asks; a committed switch, in any process, evicts its brand.
 */
export class BrandPlugins {
  readonly #cache: FeedCache<number, Set<string>>;

  constructor(changes: ChangeFeed) {
    this.#cache = new FeedCache<number, Set<string>>(changes, maxBrands, (change, cache) => {
      if (change.table === 'brand_plugin') cache.delete(Number(change.key));
    });
  }

  async disabledFor(em: EntityManager, brandId: number): Promise<Set<string>> {
    const disabled = await this.#cache.read(brandId, async () => {
      const rows = await em.find(BrandPluginSchema, { brandId, enabled: false });
      return new Set(rows.map((r) => r.pluginId));
    });
    return disabled!;
  }

  /** Whether the plugin is on for the brand, if the cache knows without a query; undefined when isEnabled must read it. */
  knownEnabled(brandId: number, pluginId: string): boolean | undefined {
    const disabled = this.#cache.get(brandId);
    return disabled === undefined ? undefined : !disabled.has(pluginId);
  }

  async isEnabled(em: EntityManager, brandId: number, pluginId: string): Promise<boolean> {
    return !(await this.disabledFor(em, brandId)).has(pluginId);
  }

  async set(em: EntityManager, brandId: number, pluginId: string, enabled: boolean): Promise<void> {
    await em.upsert(BrandPluginSchema, { brandId, pluginId, enabled, updatedAt: new Date() });
    this.#cache.delete(brandId);
  }

  /** A fresh install's default brand: switch off what `config/` lists. */
  async seed(em: EntityManager, brandId: number, disabledPluginIds: readonly string[]): Promise<void> {
    for (const pluginId of disabledPluginIds) {
      if (!(await em.findOne(BrandPluginSchema, { brandId, pluginId }))) await this.set(em, brandId, pluginId, false);
    }
  }
}
