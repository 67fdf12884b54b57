import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t.stop());

describe('platform endpoints', () => {
  it('answers /api/health with the database kind and the job queue', async () => {
    const res = await new ApiClient(t.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', db: t.database.kind, jobs: { state: 'running', workers: true } });
    // The core's queues, and each plugin's under its own id.
    expect(res.body.jobs.queues).toEqual(expect.arrayContaining(['core.auth.prune', 'core.mail.send', 'contacts.import']));
  });

  it('keeps an idle connection open for 65 s, longer than the 60 s a proxy or client commonly waits', async () => {
    // With Node's 5 s, a busy process drops a kept-alive connection while the next request is
    // already on it: the client reads a reset (seen as ECONNRESET in the fault test).
    const res = await fetch(`${t.url}/api/health`);
    await res.arrayBuffer();
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('publishes an OpenAPI 3.1 document of every registered route', async () => {
    const doc = (await new ApiClient(t.url).get('/api/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const registered = t.platform.registry.all().map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(registered.sort());
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });

  it('answers an unknown API path with NOT_FOUND in the error model, and serves the dashboard elsewhere', async () => {
    const api = await new ApiClient(t.url).get('/api/no/such/route');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no route GET /api/no/such/route.' } });
    // npm test builds the dashboard before the suite runs.
    const page = await fetch(`${t.url}/home/login`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<div id="root">');
  });

  it('answers API requests with the security headers and a request id, HEAD without a body, and other methods of a known path with 405 and Allow', async () => {
    const hello = await fetch(`${t.url}/api/hello`);
    expect(await hello.json()).toEqual({ hello: 'world' });
    expect(hello.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(hello.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hello.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(hello.headers.get('referrer-policy')).toBe('same-origin');
    expect(hello.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const head = await fetch(`${t.url}/api/hello`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength('{"hello":"world"}')));
    expect(await head.text()).toBe('');

    const post = await fetch(`${t.url}/api/hello`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('HEAD, GET');
    expect((await post.json()).error.code).toBe('METHOD_NOT_ALLOWED');

    const options = await fetch(`${t.url}/api/hello`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('HEAD, GET');

    // A method the server does not implement is refused the same way, on any path.
    const unknown = await new Promise<number>((resolve, reject) => {
      request(`${t.url}/api/no/such/route`, { method: 'PROPFIND' }, (res) => resolve(res.resume().statusCode ?? 0))
        .on('error', reject)
        .end();
    });
    expect(unknown).toBe(405);
  });
});
