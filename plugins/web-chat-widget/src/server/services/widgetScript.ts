import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pluginDir, widgetEntry } from './widgetBundle.ts';

const sources = [join(pluginDir, 'src', 'widget'), join(pluginDir, 'src', 'common', 'protocol.ts')];
const outDir = join(pluginDir, 'dist', 'widget');
const outFile = join(outDir, 'widget.js');
const hashFile = join(outDir, '.source-hash');
const cli = join(import.meta.dirname, 'widgetBundleCli.ts');

/** Builds the embed script in a child process and answers its code. */
export function buildWidgetScript(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--no-warnings', cli], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`The widget script did not build: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

let current: Promise<string> | null = null;

/**
 * The embed script to serve. A published plugin ships dist/widget/widget.js; in a checkout it
 * is built from its sources when they changed since the last build (a hash is kept beside it),
 * once per process, then kept in memory.
 */
export function widgetScript(): Promise<string> {
  current ??= load().catch((error: unknown) => {
    current = null;
    throw error;
  });
  return current;
}

async function load(): Promise<string> {
  if (!existsSync(widgetEntry)) return readFileSync(outFile, 'utf8');
  const hash = sourceHash();
  if (existsSync(hashFile) && existsSync(outFile) && readFileSync(hashFile, 'utf8') === hash) return readFileSync(outFile, 'utf8');
  const code = await buildWidgetScript();
  mkdirSync(outDir, { recursive: true });
  // Two processes may build at once: each writes a file of its own and renames it into place.
  const temp = `${outFile}.${process.pid}.tmp`;
  writeFileSync(temp, code);
  renameSync(temp, outFile);
  writeFileSync(hashFile, hash);
  return code;
}

function sourceHash(): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) visit(join(path, name));
    else if (!path.endsWith('.test.ts')) hash.update(relative(pluginDir, path)).update(readFileSync(path));
  };
  for (const source of sources) visit(source);
  return hash.digest('hex');
}
