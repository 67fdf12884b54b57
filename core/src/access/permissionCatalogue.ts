import type { PermissionDefinition } from '@chatmill/sdk';
import type { LoadedPlugin } from '../plugins/loadPlugins.ts';
import { corePermissions } from './corePermissions.ts';

/** One slug an access level can grant, and who owns it (null: the core). */
export interface PermissionSlug {
  slug: string;
  name: string;
  pluginId: string | null;
}

/**
 * Every route slug an access level can grant: the core's, then each loaded plugin's manifest
 * `permissions`, in load order. Built once at start (plugins load only then); a slug two
 * owners declare is listed once, under the first.
 */
export class PermissionCatalogue {
  readonly #slugs: readonly PermissionSlug[];
  readonly #known: ReadonlySet<string>;

  constructor(core: readonly PermissionDefinition[], plugins: readonly Pick<LoadedPlugin, 'plugin'>[]) {
    const slugs: PermissionSlug[] = [];
    const seen = new Set<string>();
    const add = (definitions: readonly PermissionDefinition[], pluginId: string | null) => {
      for (const { slug, name } of definitions) {
        if (seen.has(slug)) continue;
        seen.add(slug);
        slugs.push({ slug, name, pluginId });
      }
    };
    add(core, null);
    for (const { plugin } of plugins) add(plugin.permissions, plugin.id);
    this.#slugs = slugs;
    this.#known = seen;
  }

  static of(host: { plugins: readonly Pick<LoadedPlugin, 'plugin'>[] }): PermissionCatalogue {
    return new PermissionCatalogue(corePermissions, host.plugins);
  }

  all(): readonly PermissionSlug[] {
    return this.#slugs;
  }

  has(slug: string): boolean {
    return this.#known.has(slug);
  }
}
