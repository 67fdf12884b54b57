import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * What a browser downloads on the first visit of the dashboard: index.html, the entry script,
 * every module it preloads and the stylesheets it links (gzip, as served over a compressing proxy).
 */
export function shellFirstLoad(distDir: string): { files: number; gzipBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => join(distDir, m[1]!));
  const files = [join(distDir, 'index.html'), ...new Set(assets)];
  return { files: files.length, gzipBytes: files.reduce((sum, f) => sum + gzipBytes(f), 0) };
}

/** The chunk of a plugin's web half whose file name starts with `prefix` (e.g. the list screen). */
export function pluginChunk(webDir: string, prefix: string): { file: string; gzipBytes: number } | null {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  if (!existsSync(webDir)) return null;
  const file = walk(webDir).find((f) => f.split('/').pop()!.startsWith(prefix) && f.endsWith('.js'));
  return file ? { file: file.slice(webDir.length + 1), gzipBytes: gzipBytes(file) } : null;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
