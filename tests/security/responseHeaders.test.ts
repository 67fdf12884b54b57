import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue: the dashboard sent no Content-Security-Policy, personal API answers and exports no
 * `Cache-Control: no-store`, and nothing asked browsers to stay on https behind TRUST_PROXY.
 */
let t: TestPlatform;
let owner: ApiClient;

beforeAll(async () => {
  t = await startTestPlatform({}, { work: false });
  owner = new ApiClient(t.url);
  expect((await owner.post('/api/setup', { name: 'Owner', email: 'owner@example.com', password: 'owner password' })).status).toBe(201);
});
afterAll(async () => t?.stop());

describe('Cache-Control', () => {
  it('is no-store on answers to a session, errors included', async () => {
    for (const path of ['/api/auth/session', '/api/account/profile', '/api/contacts/contacts', '/api/contacts/contacts/999999']) {
      const res = await owner.get(path);
      expect({ path, cache: res.headers.get('cache-control') }).toEqual({ path, cache: 'no-store' });
    }
  });

  it('is no-store on an export download', async () => {
    expect((await owner.post('/api/contacts/contacts', { email: 'exported@example.com' })).status).toBe(201);
    const res = await owner.get('/api/contacts/contacts/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on answers to an API token', async () => {
    const created = await owner.post('/api/account/api-tokens', { name: 'Reader', scope: 'read' });
    expect(created.status).toBe(201);
    const res = await new ApiClient(t.url).request('GET', '/api/contacts/contacts', undefined, { authorization: `Bearer ${created.body.secret}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("is the public widget script's own for a visitor, and no-store once a session asks", async () => {
    expect((await new ApiClient(t.url).get('/api/web-chat-widget/widget.js')).headers.get('cache-control')).toBe('public, max-age=300');
    expect((await owner.get('/api/web-chat-widget/widget.js')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the dashboard page', () => {
  it('carries a Content-Security-Policy that allows its own inline scripts by hash, and no others', async () => {
    const res = await fetch(`${t.url}/home/login`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const policy = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    const scripts = directives.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !attributes!.includes('src='))
      .map(([, , text]) => text!);
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) expect(scripts).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(scripts.filter((source) => source.startsWith("'sha256-"))).toHaveLength(inline.length);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });
});

describe('Strict-Transport-Security', () => {
  it('is absent over plain http, and an X-Forwarded-Proto from an untrusted client changes nothing', async () => {
    for (const path of ['/api/hello', '/home/login']) {
      const res = await fetch(`${t.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect({ path, hsts: res.headers.get('strict-transport-security') }).toEqual({ path, hsts: null });
    }
  });

  it('is sent when the request came over https through a trusted proxy, on the API and the dashboard', async () => {
    const proxied = await startTestPlatform({ TRUST_PROXY: 'true' }, { work: false });
    try {
      for (const path of ['/api/hello', '/home/login', '/api/auth/session']) {
        const secure = await fetch(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
        expect({ path, hsts: secure.headers.get('strict-transport-security') }).toEqual({ path, hsts: 'max-age=31536000; includeSubDomains' });
        const plain = await fetch(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'http' } });
        expect({ path, hsts: plain.headers.get('strict-transport-security') }).toEqual({ path, hsts: null });
      }
    } finally {
      await proxied.stop();
    }
  });
});
