import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, extname, join, normalize, sep } from 'node:path';
import type { Context } from 'koa';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a URL path names inside `root`, or null: never a path that climbs out of it. */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const base = normalize(root);
  const candidate = normalize(join(base, decoded));
  if (!candidate.startsWith(base + sep) || !existsSync(candidate) || !statSync(candidate).isFile()) return null;
  return candidate;
}

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A build's name with a content hash before the extension (`ContactList-Dl1sOGq2.js`). */
export function hasContentHash(file: string): boolean {
  return /-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/.test(basename(file));
}

/**
 * Files with a content hash in their name are cached for a year; others are revalidated, and
 * an unchanged one is answered 304 without its body (it carries an ETag and its date). The
 * build's brotli or gzip copy goes to a browser that accepts it.
 */
export function sendStaticFile(ctx: Context, file: string, immutable: boolean): void {
  ctx.type = types[extname(file)] ?? 'application/octet-stream';
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const stats = statSync(file);
  ctx.lastModified = stats.mtime;
  ctx.etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const copies = encodings.filter(({ suffix }) => existsSync(file + suffix));
  if (copies.length > 0) ctx.vary('Accept-Encoding');
  ctx.status = 200; // Koa counts a request fresh only against a 2xx answer
  if (!immutable && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (copies.length > 0) {
    // Ours is the preference among what the browser accepts (browsers list gzip before br).
    const copy = copies.find(({ name }) => ctx.acceptsEncodings(name, 'identity') === name);
    if (copy) {
      ctx.set('Content-Encoding', copy.name);
      ctx.length = statSync(file + copy.suffix).size;
      ctx.body = createReadStream(file + copy.suffix);
      return;
    }
  }
  ctx.length = stats.size;
  ctx.body = createReadStream(file);
}
