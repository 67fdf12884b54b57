import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

/** A package that says it is a plugin: `"chatmill": { "plugin": { "server": "<entry>" } }` in its package.json. */
export interface PluginPackage {
  dir: string;
  packageName: string;
  serverEntry: string;
  /** Found in the root's `plugins/` folder (shipped with the product), not installed as an npm package. */
  shipped: boolean;
}

interface PackageJson {
  name?: string;
  chatmill?: { plugin?: { server?: string } };
}

/**
 * Finds plugin packages in the `plugins/` folder and among installed npm packages (top-level
 * and scoped). Workspace plugins appear in both places; their real path makes them one.
 */
export function discoverPlugins(root: string): PluginPackage[] {
  const candidates: string[] = [];
  const pluginsDir = join(root, 'plugins');
  if (existsSync(pluginsDir)) {
    for (const name of readdirSync(pluginsDir)) candidates.push(join(pluginsDir, name));
  }
  const shippedCount = candidates.length;
  const modules = join(root, 'node_modules');
  if (existsSync(modules)) {
    for (const name of readdirSync(modules)) {
      if (name.startsWith('.')) continue;
      if (name.startsWith('@')) {
        for (const scoped of readdirSync(join(modules, name))) candidates.push(join(modules, name, scoped));
      } else candidates.push(join(modules, name));
    }
  }
  const found = new Map<string, PluginPackage>();
  for (const [index, candidate] of candidates.entries()) {
    const manifestPath = join(candidate, 'package.json');
    if (!existsSync(manifestPath)) continue;
    let pkg: PackageJson;
    try {
      pkg = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageJson;
    } catch {
      continue;
    }
    const server = pkg.chatmill?.plugin?.server;
    if (!server) continue;
    const dir = realpathSync(candidate);
    if (!found.has(dir)) found.set(dir, { dir, packageName: pkg.name ?? dir, serverEntry: join(dir, server), shipped: index < shippedCount });
  }
  return [...found.values()];
}
