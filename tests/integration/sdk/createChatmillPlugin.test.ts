import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '../../../core/src/config/loadSettings.ts';

/**
 * `npm create chatmill-plugin` as a third party runs it: a plugin scaffolded into a folder
 * outside the product's tree builds and packs, and its own tests pass at once: the unit tests,
 * and the end-to-end test, which starts the product with the packed tarball installed (through
 * @chatmill/sdk/testing), on PGlite or, with DATABASE_URL, on PostgreSQL. The channel plugin's
 * test carries a flow with buttons (long node ids) and a quick-reply question answered as text,
 * through a fake of its platform with a secret per bot.
 */
const scratch = mkdtempSync(join(tmpdir(), 'chatmill-scaffold-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// npm and the scripts it runs find this Node (24) first, not an older one on the PATH.
const env = { ...process.env, PATH: [dirname(process.execPath), join(repoRoot, 'node_modules', '.bin'), process.env.PATH].join(delimiter) };
const run = (command: string, args: string[], cwd: string, extra: Record<string, string> = {}) => {
  const result = spawnSync(command, args, { cwd, env: { ...env, ...extra }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

const kinds = [
  { kind: 'feature', id: 'price-alerts', tests: ['test/unit/contracts.test.ts', 'test/e2e/plugin.test.ts'], count: 5 },
  { kind: 'channel', id: 'pocket-bot', tests: ['test/unit/adapter.test.ts', 'test/e2e/channel.test.ts'], count: 7 },
];

/** Lines of code under `dir`, as line counters count them: not blank, not only a comment. */
function codeLines(dir: string): number {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const lines = files.flatMap((file) => readFileSync(join(file.parentPath, file.name), 'utf8').split('\n'));
  return lines.filter((line) => !/^\s*($|\/\/|\/\*|\*)/.test(line)).length;
}

describe('create-chatmill-plugin', () => {
  it.each(kinds)(
    'scaffolds a $kind plugin whose tests pass from the first run, with its tarball installed in the product',
    ({ kind, id, tests, count }) => {
      const dir = join(scratch, id);
      const said = run(process.execPath, [join(repoRoot, 'sdk', 'create-chatmill-plugin', 'src', 'cli.ts'), dir, '--kind', kind], scratch);
      expect(said).toContain(`Created a ${kind} plugin`);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      expect(pkg).toMatchObject({ name: `chatmill-plugin-${id}`, chatmill: { plugin: { server: 'dist/server/plugin.js' } } });
      // Linked to this checkout's SDK, as a developer next to a checkout gets it.
      expect(pkg.devDependencies['@chatmill/sdk']).toMatch(/^file:.*sdk$/);
      // What `npm install` would give it: the checkout's packages (the registry is not needed).
      symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'junction');

      // prepack builds (tsc, then the SDK's web build), and its output comes before npm's JSON.
      const packOutput = run('npm', ['pack', '--json', '--pack-destination', scratch], dir);
      const [packed] = JSON.parse(packOutput.slice(packOutput.search(/^\[$/m))) as Array<{ filename: string; files: Array<{ path: string }> }>;
      const shipped = packed!.files.map((file) => file.path);
      expect(shipped).toEqual(expect.arrayContaining(['package.json', 'dist/server/plugin.js', 'dist/web/index.js']));
      expect(shipped.filter((path) => path.startsWith('src/') || path.startsWith('test/'))).toEqual([]);

      const report = run(process.execPath, ['--test', '--test-reporter=tap', '--test-concurrency=1', ...tests], dir, {
        PLUGIN_TARBALL: join(scratch, packed!.filename),
      });
      expect(report).toMatch(new RegExp(`# pass ${count}\\b`));
      expect(report).toMatch(/# fail 0\b/);
      // Issue 19: a channel plugin for a small platform in at most 300 lines of source outside its tests.
      if (kind === 'channel') expect(codeLines(join(dir, 'src'))).toBeLessThanOrEqual(300);
    },
    240_000,
  );
});
