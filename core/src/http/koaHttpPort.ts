import type { Context } from 'koa';
import type { CookieOptions, HttpPort } from '@chatmill/sdk';

/** Adapts Koa's context to the narrow HTTP port that route handlers get. */
export function koaHttpPort(ctx: Context): HttpPort {
  return {
    ip: ctx.ip,
    userAgent: String(ctx.get('user-agent')).slice(0, 400),
    origin: `${ctx.protocol}://${ctx.host}`,
    getCookie: (name) => ctx.cookies.get(name),
    setCookie: (name, value, options: CookieOptions = {}) => {
      ctx.cookies.set(name, value, {
        httpOnly: options.httpOnly ?? true,
        sameSite: options.sameSite ?? 'lax',
        path: options.path ?? '/',
        secure: ctx.secure,
        overwrite: true,
        ...(options.maxAgeSeconds !== undefined ? { maxAge: options.maxAgeSeconds * 1000 } : {}),
      });
    },
    clearCookie: (name, path = '/') => ctx.cookies.set(name, null, { path, overwrite: true }),
    redirect: (url) => ctx.redirect(url),
    setHeader: (name, value) => ctx.set(name, value),
    // Built when asked for (webhook routes do), not on every request.
    get query() {
      return Object.fromEntries(Object.entries(ctx.query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
    },
    get headers() {
      return Object.fromEntries(Object.entries(ctx.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
    },
  };
}
