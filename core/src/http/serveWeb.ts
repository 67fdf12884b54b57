import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Context, Next } from 'koa';
import { PagePolicies } from './contentSecurityPolicy.ts';
import { resolveStaticFile, sendStaticFile } from './staticFiles.ts';

/**
 * Serves the built dashboard. Any GET outside `/api` and `/plugins` that is not a file gets
 * `index.html`, and the app's router decides (its 404 screen included). Pages carry their
 * Content-Security-Policy.
 */
export function serveWeb(distDir: string) {
  const indexPath = join(distDir, 'index.html');
  const policies = new PagePolicies();
  return async (ctx: Context, next: Next): Promise<void> => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (!existsSync(indexPath)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The dashboard is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    const file = resolveStaticFile(distDir, ctx.path) ?? indexPath;
    if (file.endsWith('.html')) ctx.set('Content-Security-Policy', policies.of(file));
    sendStaticFile(ctx, file, file.includes(`${sep}assets${sep}`));
  };
}
