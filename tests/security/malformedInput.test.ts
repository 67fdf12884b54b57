import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Walks every operation of the OpenAPI document (so routes added later are covered without new
 * code) and sends what attackers and broken clients send. The answer must be a 4xx in the
 * error model, or the route's normal answer, and never a 5xx.
 */
let t: TestPlatform;
let signedIn: ApiClient;
let operations: Array<{ method: string; path: string }> = [];

beforeAll(async () => {
  t = await startTestPlatform({ BODY_LIMIT_BYTES: '65536' });
  signedIn = new ApiClient(t.url);
  await signedIn.post('/api/setup', { name: 'Admin', email: 'admin@example.com', password: 'admin password' });
  const document = (await signedIn.get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x%ZZ') })),
  );
});
afterAll(async () => t.stop());

const garbage: Array<{ name: string; body: string; headers?: Record<string, string> }> = [
  { name: 'malformed JSON', body: '{"email": "a@b.c",' },
  { name: 'JSON of the wrong type', body: '[1, 2, 3]' },
  {
    name: 'wrong field types',
    body: JSON.stringify({ email: 12, password: { $gt: '' }, name: ['x'], token: null, currentPassword: true, newPassword: 1e308 }),
  },
  {
    name: 'unknown fields',
    body: JSON.stringify({ isAdmin: true, userType: 'Admin', id: 1, __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } }),
  },
  { name: 'a huge body', body: JSON.stringify({ email: 'a'.repeat(200_000) }) },
  { name: 'a deeply nested body', body: '['.repeat(5000) + ']'.repeat(5000) },
  { name: 'a non-JSON content type', body: 'email=a@b.c', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { name: 'a null byte and bad unicode', body: JSON.stringify({ email: 'a\u0000@b.c', name: '\ud800' }) },
];

describe('every route of the OpenAPI document', () => {
  it('lists the routes to check', () => {
    expect(operations.length).toBeGreaterThanOrEqual(12);
  });

  it('never answers 5xx to malformed bodies, signed in or not', async () => {
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const client of [new ApiClient(t.url), signedIn]) {
        for (const { name, body, headers } of garbage) {
          const res = await client.request(method === 'GET' ? 'POST' : method, path, body, { 'content-type': 'application/json', ...headers });
          if (res.status >= 500) failures.push(`${method} ${path} with ${name}: ${res.status} ${JSON.stringify(res.body)}`);
          else if (res.status >= 400 && !res.body?.error?.code) failures.push(`${method} ${path} with ${name}: ${res.status} without the error model`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Twelve requests for every route of the product, one after another: minutes on a busy machine.
  }, 300_000);

  it('never answers 5xx to odd query strings and path parameters', async () => {
    const queries = ['?token=%E0%A4%A', '?token[]=a&token[]=b', '?code=' + 'x'.repeat(5000), '?state=%00', '?__proto__[x]=1'];
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const query of queries) {
        const res = await signedIn.request(
          method,
          path + query,
          method === 'GET' ? undefined : '{}',
          method === 'GET' ? {} : { 'content-type': 'application/json' },
        );
        if (res.status >= 500) failures.push(`${method} ${path}${query.slice(0, 30)}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers unknown fields with VALIDATION_FAILED naming them', async () => {
    const res = await new ApiClient(t.url).post('/api/auth/login', { email: 'a@b.co', password: 'whatever', userType: 'Admin' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { userType: 'This field is not allowed.' } });
  });

  it('answers a body over the limit with PAYLOAD_TOO_LARGE', async () => {
    const res = await new ApiClient(t.url).post('/api/auth/login', { email: 'a'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
