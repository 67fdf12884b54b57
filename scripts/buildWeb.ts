import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Builds the dashboard when its sources changed since the last build (a hash of every source
 * file is kept in `web/dist/.source-hash`), so `npm start` on an existing install starts at once.
 */
export function buildWebIfNeeded(root: string): void {
  const web = join(root, 'web');
  const hashFile = join(web, 'dist', '.source-hash');
  const hash = sourceHash(web);
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) return;
  process.stdout.write('Building the dashboard (once after every change of web/)...\n');
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The dashboard build failed; see the messages above.');
  writeFileSync(hashFile, hash);
}

function sourceHash(web: string): string {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else hash.update(relative(web, path)).update(readFileSync(path));
    }
  };
  visit(web);
  return hash.digest('hex');
}
