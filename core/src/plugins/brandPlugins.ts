import type { EntityManager } from '@mikro-orm/sql';
import { BrandPluginSchema } from '../db/entities/BrandPlugin.ts';

const cacheMs = 10_000;

/**
 * Which plugins a brand has on. A row records a brand's choice; a plugin without one is on,
 * so a plugin installed later shows up until a brand switches it off. Cached briefly per
 * process, since every plugin request asks.
 */
export class BrandPlugins {
  readonly #cache = new Map<number, { disabled: Set<string>; until: number }>();

  async disabledFor(em: EntityManager, brandId: number): Promise<Set<string>> {
    const hit = this.#cache.get(brandId);
    if (hit && hit.until > Date.now()) return hit.disabled;
    const rows = await em.find(BrandPluginSchema, { brandId, enabled: false });
    const disabled = new Set(rows.map((r) => r.pluginId));
    this.#cache.set(brandId, { disabled, until: Date.now() + cacheMs });
    return disabled;
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
