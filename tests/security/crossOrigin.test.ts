import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue: a page on a sibling origin of the same site (another port or subdomain: whitelabel and
 * store domains will be) could change things with the owner's SameSite=Lax cookie. Requests
 * that change something are refused when the browser says they came from another origin, and
 * JSON routes take only JSON bodies, so a foreign page's form cannot post to them either.
 */
let t: TestPlatform;
let owner: ApiClient;
/** Another port of the same host: the same site to the browser, so the Lax cookie goes along. */
let sibling: string;

beforeAll(async () => {
  t = await startTestPlatform({}, { work: false });
  owner = new ApiClient(t.url);
  const setup = await owner.post('/api/setup', { name: 'Owner', email: 'owner@example.com', password: 'owner password' });
  expect(setup.status).toBe(201);
  const url = new URL(t.url);
  sibling = `${url.protocol}//${url.hostname}:${Number(url.port) === 65535 ? 1 : Number(url.port) + 1}`;
});
afterAll(async () => t?.stop());

async function tokenNames(): Promise<string[]> {
  const list = await owner.get('/api/account/api-tokens');
  expect(list.status).toBe(200);
  return (list.body.items as Array<{ name: string }>).map((token) => token.name);
}

describe('a state-changing request from another origin', () => {
  it('is refused with the owner cookie and changes nothing, by Origin', async () => {
    const created = await owner.request('POST', '/api/account/api-tokens', { name: 'Planted', scope: 'read-write' }, { origin: sibling });
    expect(created.status).toBe(403);
    expect(created.body.error.code).toBe('CROSS_ORIGIN');
    expect(created.body.error.message).toContain(sibling);
    expect(await tokenNames()).not.toContain('Planted');

    // A POST without a body is what a plain HTML form on the sibling page sends: it used to pass.
    const loggedOut = await owner.request('POST', '/api/auth/logout', undefined, { origin: sibling, 'content-type': 'application/x-www-form-urlencoded' });
    expect(loggedOut.status).toBe(403);
    expect(loggedOut.body.error.code).toBe('CROSS_ORIGIN');
    expect((await owner.get('/api/auth/session')).status).toBe(200);
  });

  it('is refused by Sec-Fetch-Site, whatever Origin says', async () => {
    for (const site of ['same-site', 'cross-site']) {
      const res = await owner.request('POST', '/api/account/api-tokens', { name: `Planted ${site}`, scope: 'read' }, { 'sec-fetch-site': site, origin: t.url });
      expect({ site, status: res.status, code: res.body.error?.code }).toEqual({ site, status: 403, code: 'CROSS_ORIGIN' });
    }
    const del = await owner.request('DELETE', '/api/account/api-tokens/1', undefined, { 'sec-fetch-site': 'same-site' });
    expect(del.body.error.code).toBe('CROSS_ORIGIN');
    expect((await tokenNames()).filter((name) => name.startsWith('Planted'))).toEqual([]);
  });

  it("refuses a sign-in form posted from another origin (the victim would be signed in to the attacker's account)", async () => {
    const stranger = new ApiClient(t.url);
    const res = await stranger.request('POST', '/api/auth/login', { email: 'owner@example.com', password: 'owner password' }, { origin: sibling });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CROSS_ORIGIN');
    expect(stranger.cookieHeader()).toBe('');
  });

  it("passes from the dashboard's own origin, by Origin or by Sec-Fetch-Site", async () => {
    const byOrigin = await owner.request('POST', '/api/account/api-tokens', { name: 'Own origin', scope: 'read' }, { origin: t.url });
    expect(byOrigin.status).toBe(201);
    const bySite = await owner.request(
      'POST',
      '/api/account/api-tokens',
      { name: 'Same origin', scope: 'read' },
      { 'sec-fetch-site': 'same-origin', origin: t.url },
    );
    expect(bySite.status).toBe(201);
    // Typed into the address bar or a bookmark: the browser's own navigation.
    const byUser = await owner.request('POST', '/api/account/api-tokens', { name: 'User typed', scope: 'read' }, { 'sec-fetch-site': 'none' });
    expect(byUser.status).toBe(201);
    expect(await tokenNames()).toEqual(expect.arrayContaining(['Own origin', 'Same origin', 'User typed']));
  });

  it('passes without Origin or Sec-Fetch-Site (servers: webhooks, scripts), and reads are never refused', async () => {
    const created = await owner.post('/api/account/api-tokens', { name: 'Script', scope: 'read' });
    expect(created.status).toBe(201);
    const read = await owner.request('GET', '/api/account/api-tokens', undefined, { origin: sibling, 'sec-fetch-site': 'same-site' });
    expect(read.status).toBe(200);
  });

  it('passes with an API token, which no foreign page can attach', async () => {
    const created = await owner.post('/api/account/api-tokens', { name: 'Writer', scope: 'read-write' });
    expect(created.status).toBe(201);
    const script = new ApiClient(t.url);
    const res = await script.request(
      'POST',
      '/api/contacts/contacts',
      { email: 'from.a.script@example.com' },
      { authorization: `Bearer ${created.body.secret}`, origin: sibling, 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(201);
  });

  it('compares Origin with the https address the client used behind a trusted proxy', async () => {
    const proxied = await startTestPlatform({ TRUST_PROXY: 'true' }, { work: false });
    try {
      const client = new ApiClient(proxied.url);
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'chat.example.com' };
      const own = await client.request(
        'POST',
        '/api/setup',
        { name: 'Admin', email: 'admin@example.com', password: 'admin password' },
        { ...headers, origin: 'https://chat.example.com' },
      );
      expect(own.status).toBe(201);
      const foreign = await client.request('POST', '/api/auth/logout', undefined, { ...headers, origin: 'https://shop.example.com' });
      expect(foreign.body.error.code).toBe('CROSS_ORIGIN');
      const plainHttp = await client.request('POST', '/api/auth/logout', undefined, { ...headers, origin: 'http://chat.example.com' });
      expect(plainHttp.body.error.code).toBe('CROSS_ORIGIN');
    } finally {
      await proxied.stop();
    }
  });
});

describe('a JSON route', () => {
  it('refuses the body types a foreign page can send without asking (415), and takes JSON', async () => {
    const json = JSON.stringify({ name: 'Simple type', scope: 'read' });
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await owner.request('POST', '/api/account/api-tokens', json, { 'content-type': type });
      expect({ type, status: res.status, code: res.body.error?.code }).toEqual({ type, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(res.body.error.message).toContain('application/json');
    }
    expect(await tokenNames()).not.toContain('Simple type');
    expect((await owner.request('POST', '/api/account/api-tokens', json, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201);
  });
});

describe("the dashboard's socket", () => {
  /** The handshake's status: 101 when the socket opened, else the refusal's. */
  function handshake(headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}/api/ws`, { headers: { cookie: owner.cookieHeader(), ...headers } });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('error', reject);
    });
  }

  it("refuses a handshake from another origin's page, which would stream the owner's events to it", async () => {
    expect(await handshake({ origin: sibling })).toBe(403);
    expect(await handshake({ origin: 'null' })).toBe(403);
    expect(await handshake({ origin: t.url, 'sec-fetch-site': 'same-site' })).toBe(403);
  });

  it("opens for the dashboard's own page, and for a client that is no page (no Origin)", async () => {
    expect(await handshake({ origin: t.url })).toBe(101);
    expect(await handshake({ origin: t.url, 'sec-fetch-site': 'same-origin' })).toBe(101);
    expect(await handshake({})).toBe(101);
  });
});
