import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** A plugin added to the product under test, as its package.json names it. */
export interface AddedPlugin {
  packageName: string;
  dir: string;
}

/** The folder the product under test loads plugins from (its `PLUGIN_ROOT`), and how to remove it. */
export interface PluginRoot {
  dir: string;
  added: AddedPlugin[];
  remove(): void;
}

interface PackageJson {
  name?: string;
  chatmill?: { plugin?: { server?: string } };
}

/**
 * Builds a plugin root laid out as the installation would be after `npm install <plugin>`:
 * `plugins/` holds copies of the installation's own plugins (shipped with the product, so they
 * keep their place in the feature catalogue), and `node_modules/` links every package of the
 * installation's and holds each given plugin unpacked as npm would (a tarball as it is; a folder
 * packed first, so only its published files count). A plugin therefore resolves `@chatmill/sdk`,
 * zod and the rest to the product's copies, as it does once installed.
 */
export function createPluginRoot(home: string, plugins: readonly string[]): PluginRoot {
  const dir = mkdtempSync(join(tmpdir(), 'chatmill-plugins-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const own = join(home, 'plugins');
    const ownReal = existsSync(own) ? realpathSync(own) : null;
    const isOwn = (path: string) => ownReal !== null && !relative(ownReal, realpathSync(path)).startsWith('..');
    mkdirSync(join(dir, 'plugins'));
    if (ownReal) {
      for (const name of readdirSync(ownReal)) {
        if (!existsSync(join(ownReal, name, 'package.json'))) continue;
        cpSync(join(ownReal, name), join(dir, 'plugins', name), { recursive: true, filter: (source) => basename(source) !== 'node_modules' });
      }
    }
    const modules = join(dir, 'node_modules');
    linkPackages(join(home, 'node_modules'), modules, isOwn);
    const added = plugins.flatMap((given) => {
      const path = resolve(given);
      // A folder of the installation's plugins/ is loaded already.
      if (existsSync(path) && isOwn(path)) return [];
      return [install(path, dir, modules)];
    });
    return { dir, added, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Links each package of `from` into `to` (scopes entry by entry), leaving out the workspace links to the installation's own plugins. */
function linkPackages(from: string, to: string, isOwn: (path: string) => boolean): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    if (name.startsWith('@') && statSync(source).isDirectory()) linkPackages(source, join(to, name), isOwn);
    else if (!existsSync(source) || !isOwn(source)) symlinkSync(source, join(to, name), 'junction');
  }
}

function install(path: string, scratch: string, modules: string): AddedPlugin {
  if (!existsSync(path)) throw new Error(`The plugin ${path} does not exist: give a plugin's folder or the .tgz that npm pack made of it.`);
  const tarball = statSync(path).isDirectory() ? pack(path, scratch) : path;
  const unpacked = mkdtempSync(join(scratch, 'unpack-'));
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  // npm pack puts everything under package/.
  const packageDir = join(unpacked, 'package');
  const manifest = join(packageDir, 'package.json');
  if (!existsSync(manifest)) throw new Error(`${path} is not an npm package tarball (it has no package/package.json).`);
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as PackageJson;
  const server = pkg.chatmill?.plugin?.server;
  const name = pkg.name ?? basename(path);
  if (!server) throw new Error(`${name} is not a Chatmill plugin: its package.json has no "chatmill": { "plugin": { "server": ... } }.`);
  if (!existsSync(join(packageDir, server))) {
    throw new Error(`${name} ships no ${server} (its chatmill.plugin.server): build it before packing (npm run build), and list it in "files".`);
  }
  const target = join(modules, ...name.split('/'));
  rmSync(target, { recursive: true, force: true }); // the installation's copy of it, if it has one
  mkdirSync(dirname(target), { recursive: true });
  renameSync(packageDir, target);
  return { packageName: name, dir: target };
}

/** `npm pack` without its scripts: the test packs what the developer built, fast. */
function pack(folder: string, destination: string): string {
  const npm = process.env.npm_execpath;
  const [command, args] = npm && npm.endsWith('.js') ? [process.execPath, [npm]] : ['npm', []];
  const out = execFileSync(command, [...args, 'pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
    cwd: folder,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [result] = JSON.parse(out) as Array<{ filename: string }>;
  if (!result) throw new Error(`npm pack made nothing of ${folder}`);
  return join(destination, result.filename);
}
