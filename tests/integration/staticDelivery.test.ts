import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Koa from 'koa';
import { servePluginWeb } from '../../core/src/http/servePluginWeb.ts';
import { serveWeb } from '../../core/src/http/serveWeb.ts';
import { precompressDir } from '../../scripts/precompress.ts';

/**
 * Issue 11: the dashboard's files and the plugins' web halves go out precompressed (brotli,
 * else gzip, made at build time); hashed names are cached for a year, the others revalidated.
 */
let dist: string;
let pluginDist: string;
let server: Server;
let base: string;
const script = `export const screens = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "Screen number ${i}" }`).join(', ')}];\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'chatmill-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-XyZw9876.js'), 'export {};\n');
  expect(precompressDir(dist)).toEqual({ files: 2 });
  pluginDist = mkdtempSync(join(tmpdir(), 'chatmill-plugin-dist-'));
  mkdirSync(join(pluginDist, 'chunks'));
  mkdirSync(join(pluginDist, 'assets'));
  writeFileSync(join(pluginDist, 'index.js'), script);
  writeFileSync(join(pluginDist, 'chunks', 'ListScreen-Dl1sOGq2.js'), script);
  writeFileSync(join(pluginDist, 'assets', 'widget-B7UOIR69.css'), `.widget { color: red; }\n${'/* padding */'.repeat(100)}`);
  precompressDir(pluginDist);
  const app = new Koa();
  app.use(servePluginWeb(new Map([['demo', pluginDist]])));
  app.use(serveWeb(dist));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
  rmSync(pluginDist, { recursive: true, force: true });
});

/** A raw GET: the bytes as they crossed the wire, not decoded. */
function fetchRaw(
  path: string,
  acceptEncoding?: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...extra } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe("the dashboard's files", () => {
  it('go out in brotli to a browser that takes it, else gzip, else as they are', async () => {
    const br = await fetchRaw('/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 5);

    const gzip = await fetchRaw('/assets/index-AbCd1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await fetchRaw('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('are cached for a year when their name carries a hash, and revalidated otherwise', async () => {
    expect((await fetchRaw('/assets/index-AbCd1234.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await fetchRaw('/contacts/list', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('index-AbCd1234.js');
  });

  it('leave files too small to gain as they are', async () => {
    const tiny = await fetchRaw('/assets/tiny-XyZw9876.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });

  it('answer a revalidation of an unchanged page with 304 and no body', async () => {
    const first = await fetchRaw('/', 'br');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['last-modified']).toBeDefined();
    const again = await fetchRaw('/home/login', 'br', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await fetchRaw('/', 'br', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });
});

describe("a plugin's web half", () => {
  it('has its entry revalidated, and its hashed chunks and assets cached for a year, precompressed', async () => {
    const entry = await fetchRaw('/plugins/demo/index.js?v=1.0.0', 'gzip, deflate, br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-encoding']).toBe('br');
    expect((await fetchRaw('/plugins/demo/index.js?v=1.0.0', 'br', { 'If-None-Match': String(entry.headers['etag']) })).status).toBe(304);

    const chunk = await fetchRaw('/plugins/demo/chunks/ListScreen-Dl1sOGq2.js', 'gzip, deflate, br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(chunk.body).toString()).toBe(script);

    const style = await fetchRaw('/plugins/demo/assets/widget-B7UOIR69.css', 'gzip');
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(style.body).toString()).toContain('.widget { color: red; }');
  });
});
