import type { Context, Next } from 'koa';
import { hasContentHash, resolveStaticFile, sendStaticFile } from './staticFiles.ts';

export const pluginWebPrefix = '/plugins/';

/**
 * Serves each plugin's built web half at `/plugins/<id>/...`, from the folder of its web entry.
 * The entry keeps its name across builds, so it is revalidated; its chunks and assets (styles,
 * images, fonts), whose names carry a content hash, are cached for a year.
 */
export function servePluginWeb(dirs: ReadonlyMap<string, string>) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!ctx.path.startsWith(pluginWebPrefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const [pluginId, ...rest] = ctx.path.slice(pluginWebPrefix.length).split('/');
    const dir = dirs.get(pluginId ?? '');
    const file = dir ? resolveStaticFile(dir, `/${rest.join('/')}`) : null;
    if (!file) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    sendStaticFile(ctx, file, hasContentHash(file));
  };
}
