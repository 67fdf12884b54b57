import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { precompressDir } from './precompress.ts';

/**
 * Builds what the browser loads, only when its sources changed since the last build: the
 * dashboard shell (web/ and the SDK's web half it shares with plugins), then each plugin of
 * plugins/ that has a web half. A hash of the sources is kept next to each build output, so
 * `npm start` on an unchanged install starts at once. Each build gets brotli and gzip copies of
 * its text files (served to browsers that accept them). Plugins installed from npm ship built.
 */
export async function buildWebIfNeeded(root: string): Promise<void> {
  const sdkWeb = join(root, 'sdk', 'src', 'web');
  const web = join(root, 'web');
  await whenChanged([web, sdkWeb], join(web, 'dist'), 'the dashboard', () => {
    const vite = join(root, 'node_modules', '.bin', 'vite');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The dashboard build failed; see the messages above.');
  });
  const pluginsDir = join(root, 'plugins');
  if (!existsSync(pluginsDir)) return;
  const { buildPluginWeb } = await import('../sdk/src/build/index.ts');
  // Vite's build() sets process.env.NODE_ENV to production for this whole process; what runs
  // after the build (the server, Jest and the npm commands of the tests) must not inherit that.
  const nodeEnv = process.env.NODE_ENV;
  try {
    for (const name of readdirSync(pluginsDir).sort()) {
      const pluginDir = join(pluginsDir, name);
      const sources = join(pluginDir, 'src', 'web');
      if (!existsSync(join(sources, 'index.ts'))) continue;
      await whenChanged([sources, sdkWeb], join(pluginDir, 'dist', 'web'), `the ${name} plugin's web half`, () => buildPluginWeb({ pluginDir }));
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function whenChanged(sources: string[], outDir: string, what: string, build: () => unknown): Promise<void> {
  const hashFile = join(outDir, '.source-hash');
  const hash = sourceHash(sources);
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) return;
  process.stdout.write(`Building ${what} (once after every change of its sources)...\n`);
  await build();
  mkdirSync(outDir, { recursive: true });
  precompressDir(outDir);
  writeFileSync(hashFile, hash);
}

function sourceHash(roots: string[]): string {
  const hash = createHash('sha256');
  const visit = (base: string, dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(base, path);
      else hash.update(relative(base, path)).update(readFileSync(path));
    }
  };
  for (const root of roots) if (existsSync(root)) visit(root, root);
  return hash.digest('hex');
}
