import { Stream } from 'node:stream';
import type { Context } from 'koa';

const jsonType = 'application/json; charset=utf-8';

/**
 * Answers with `value` as JSON, as Koa would for an object body, but serialised here with the
 * content type as a constant: Koa's body setter looks the type up by name and tests the value
 * against streams, blobs and responses on every request. Anything that is not a plain object or
 * array, or a response whose handler chose its own content type, goes to Koa as it is.
 */
export function setBody(ctx: Context, value: unknown): void {
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value) || value instanceof Stream || value instanceof Uint8Array || ctx.res.hasHeader('content-type')) {
    ctx.body = value;
    return;
  }
  if (!(Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    ctx.body = value;
    return;
  }
  ctx.set('Content-Type', jsonType);
  ctx.body = JSON.stringify(value);
}
