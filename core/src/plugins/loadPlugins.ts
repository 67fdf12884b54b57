import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { isServerPlugin, PluginManifestError, sdkVersion, type ServerPlugin } from '@chatmill/sdk';
import type { Logger } from '../logger.ts';
import type { PluginPackage } from './discoverPlugins.ts';
import { orderPlugins } from './orderPlugins.ts';

export interface LoadedPlugin {
  plugin: ServerPlugin;
  dir: string;
  packageName: string;
  /** In the root's `plugins/` folder: its feature ids may be the product's own (below 10,000). */
  shipped: boolean;
}

export interface PluginFailure {
  /** The plugin id when known, else the package name. */
  id: string;
  reason: string;
}

/**
 * Imports each plugin's server entry, checks it (manifest, SDK range, unique id) and orders
 * the good ones by dependency. A plugin that fails is reported and left out; the host runs on.
 */
export async function loadPlugins(packages: PluginPackage[], logger: Logger): Promise<{ loaded: LoadedPlugin[]; failures: PluginFailure[] }> {
  const failures: PluginFailure[] = [];
  const candidates: LoadedPlugin[] = [];
  for (const pkg of packages) {
    try {
      const module = (await import(pathToFileURL(pkg.serverEntry).href)) as { default?: unknown };
      if (!isServerPlugin(module.default)) {
        throw new Error(`${pkg.serverEntry} must export default definePlugin({...}) from @chatmill/sdk`);
      }
      const plugin = module.default;
      if (!semver.satisfies(sdkVersion, plugin.sdk, { includePrerelease: true })) {
        throw new PluginManifestError(plugin.id, [`it needs SDK ${plugin.sdk}, but this host has SDK ${sdkVersion}`]);
      }
      const twin = candidates.find((c) => c.plugin.id === plugin.id);
      if (twin) throw new PluginManifestError(plugin.id, [`the id is taken by ${twin.packageName}`]);
      candidates.push({ plugin, dir: pkg.dir, packageName: pkg.packageName, shipped: pkg.shipped });
    } catch (error) {
      const id = error instanceof PluginManifestError ? error.pluginId : pkg.packageName;
      failures.push({ id, reason: (error as Error).message });
    }
  }
  const { ordered, rejected } = orderPlugins(candidates.map((c) => ({ ...c, id: c.plugin.id, requires: c.plugin.requires })));
  for (const { id, reason } of rejected) failures.push({ id, reason: `Plugin ${id} was left out: ${reason}` });
  for (const failure of failures) logger.error(`plugin not loaded: ${failure.reason}`, { plugin: failure.id });
  return { loaded: ordered.map(({ plugin, dir, packageName, shipped }) => ({ plugin, dir, packageName, shipped })), failures };
}
