import type { CookieOptions, HttpPort } from '@chatmill/sdk';
import type { ApiExchange } from './apiExchange.ts';

/** The narrow HTTP port that route handlers get, over the request's exchange. */
export function exchangeHttpPort(exchange: ApiExchange): HttpPort {
  return {
    ip: exchange.ip,
    userAgent: String(exchange.header('user-agent') ?? '').slice(0, 400),
    origin: `${exchange.protocol}://${exchange.host}`,
    getCookie: (name) => exchange.cookies.get(name),
    setCookie: (name, value, options: CookieOptions = {}) => {
      exchange.cookies.set(name, value, {
        httpOnly: options.httpOnly ?? true,
        sameSite: options.sameSite ?? 'lax',
        path: options.path ?? '/',
        secure: exchange.secure,
        overwrite: true,
        ...(options.maxAgeSeconds !== undefined ? { maxAge: options.maxAgeSeconds * 1000 } : {}),
      });
    },
    clearCookie: (name, path = '/') => exchange.cookies.set(name, null, { path, overwrite: true }),
    redirect: (url) => exchange.redirect(url),
    setHeader: (name, value) => exchange.set(name, value),
    // Built when asked for (webhook routes do), not on every request.
    get query() {
      return Object.fromEntries(Object.entries(exchange.query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
    },
    get headers() {
      return Object.fromEntries(Object.entries(exchange.req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
    },
  };
}
