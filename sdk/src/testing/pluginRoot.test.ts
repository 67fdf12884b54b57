import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createPluginRoot } from './pluginRoot.ts';

/** An installation in miniature: one plugin of its own (also linked as a workspace package) and one other package. */
const scratch = mkdtempSync(join(tmpdir(), 'plugin-root-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};
const home = join(scratch, 'home');
write(join(home, 'plugins', 'notes', 'package.json'), JSON.stringify({ name: '@acme/notes', chatmill: { plugin: { server: 'plugin.ts' } } }));
write(join(home, 'plugins', 'notes', 'plugin.ts'), 'export default {};');
write(join(home, 'node_modules', 'zod', 'package.json'), '{"name":"zod"}');
mkdirSync(join(home, 'node_modules', '@acme'), { recursive: true });
symlinkSync(join(home, 'plugins', 'notes'), join(home, 'node_modules', '@acme', 'notes'));

/** A tarball as npm pack makes it: everything under package/. */
function tarball(name: string, pkg: Record<string, unknown>, files: Record<string, string>): string {
  const dir = join(scratch, `${name}-src`);
  write(join(dir, 'package', 'package.json'), JSON.stringify(pkg));
  for (const [path, text] of Object.entries(files)) write(join(dir, 'package', path), text);
  const file = join(scratch, `${name}.tgz`);
  execFileSync('tar', ['-czf', file, '-C', dir, 'package']);
  return file;
}

describe('the plugin root the product under test loads', () => {
  it("keeps the installation's own plugins in plugins/ and installs a tarball into node_modules, beside the installation's packages", () => {
    const given = tarball('alerts', { name: '@third/alerts', chatmill: { plugin: { server: 'dist/plugin.js' } } }, { 'dist/plugin.js': 'export default {};' });
    const root = createPluginRoot(home, [given, join(home, 'plugins', 'notes')]);
    try {
      // A copy, so the host counts it as shipped with the product.
      expect(lstatSync(join(root.dir, 'plugins', 'notes')).isSymbolicLink()).toBe(false);
      expect(existsSync(join(root.dir, 'plugins', 'notes', 'plugin.ts'))).toBe(true);
      expect(realpathSync(join(root.dir, 'node_modules', 'zod'))).toBe(realpathSync(join(home, 'node_modules', 'zod')));
      // The workspace link to the installation's own plugin is left out: it would load twice.
      expect(existsSync(join(root.dir, 'node_modules', '@acme', 'notes'))).toBe(false);
      expect(readFileSync(join(root.dir, 'node_modules', '@third', 'alerts', 'dist', 'plugin.js'), 'utf8')).toBe('export default {};');
      expect(root.added).toEqual([{ packageName: '@third/alerts', dir: join(root.dir, 'node_modules', '@third', 'alerts') }]);
    } finally {
      root.remove();
    }
    expect(existsSync(root.dir)).toBe(false);
  });

  it('refuses what is not a built plugin, saying what to do', () => {
    const unbuilt = tarball('unbuilt', { name: 'unbuilt', chatmill: { plugin: { server: 'dist/plugin.js' } } }, {});
    expect(() => createPluginRoot(home, [unbuilt])).toThrow('unbuilt ships no dist/plugin.js (its chatmill.plugin.server): build it before packing');
    const library = tarball('library', { name: 'library' }, {});
    expect(() => createPluginRoot(home, [library])).toThrow('library is not a Chatmill plugin');
    expect(() => createPluginRoot(home, [join(scratch, 'missing.tgz')])).toThrow(/does not exist/);
  });
});
