import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pluginNames } from './pluginNames.ts';

export type PluginKind = 'feature' | 'channel';

export interface ScaffoldOptions {
  /** The new folder; it must not exist, or be empty. */
  target: string;
  kind: PluginKind;
  /** The plugin id; the folder's name unless given. */
  id?: string;
  displayName?: string;
  /** The Chatmill installation the plugin is developed against (its `sdk/` is linked); none: the published SDK. */
  chatmillHome?: string | null;
  /** The template folders; the package's own unless given. */
  templates?: string;
}

const packageRoot = resolve(import.meta.dirname, '..');

/**
 * Writes a plugin package from the templates of its kind: every file of `templates/common` and
 * `templates/<kind>`, with `__NAME__` placeholders filled in and the `.tmpl` ending dropped (the
 * ending keeps the templates out of this repository's type check and lint). Answers the files written.
 */
export function scaffold(options: ScaffoldOptions): string[] {
  const target = resolve(options.target);
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0)) {
    throw new Error(`${target} already exists and is not empty: choose a new folder.`);
  }
  const names = pluginNames(options.id ?? target.split(/[\\/]/).pop()!, options.displayName);
  const home = options.chatmillHome ?? null;
  const sdkSpec = home ? `file:${relative(target, join(home, 'sdk')).split('\\').join('/')}` : '^0.1.0';
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const values: Record<string, string> = {
    __PLUGIN_ID__: names.id,
    __DISPLAY_NAME__: names.displayName,
    __PACKAGE_NAME__: names.packageName,
    __TABLE_PREFIX__: names.tablePrefix,
    __TYPE_PREFIX__: names.typePrefix,
    __FEATURE_ID__: String(names.featureId),
    __SDK_SPEC__: sdkSpec,
    __MIGRATION__: `Migration${stamp}_${names.tablePrefix}`,
  };
  // Key by key, not by a pattern: `__TABLE_PREFIX___item` holds a key followed by `_item`.
  const fill = (text: string) => Object.entries(values).reduce((filled, [key, value]) => filled.split(key).join(value), text);
  const templates = options.templates ?? join(packageRoot, 'templates');
  const written: string[] = [];
  for (const folder of ['common', options.kind]) {
    const base = join(templates, folder);
    for (const file of filesUnder(base)) {
      const path = join(
        target,
        fill(relative(base, file))
          .replace(/\.tmpl$/, '')
          .replace(/(^|[\\/])_gitignore$/, '$1.gitignore'),
      );
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, fill(readFileSync(file, 'utf8')));
      written.push(relative(target, path));
    }
  }
  return written.sort();
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}
