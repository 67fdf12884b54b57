import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Next } from 'koa';

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

/**
 * Serves the built dashboard. Files under `assets/` have content hashes in their names and are
 * cached for a year; any other GET outside `/api` gets `index.html`, and the app's router decides.
 */
export function serveWeb(distDir: string) {
  const root = normalize(distDir);
  const indexPath = join(root, 'index.html');
  return async (ctx: Context, next: Next): Promise<void> => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (!existsSync(indexPath)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The dashboard is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    let file = indexPath;
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      decoded = '/';
    }
    const candidate = normalize(join(root, decoded));
    if (candidate.startsWith(root + sep) && existsSync(candidate) && statSync(candidate).isFile()) file = candidate;
    ctx.type = types[extname(file)] ?? 'application/octet-stream';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.body = createReadStream(file);
  };
}
