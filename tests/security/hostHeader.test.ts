import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Agent, request } from 'node:http';
import { maxCachedHosts } from '../../core/src/brands/brandDirectory.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue: 5,000 requests with distinct Host headers grew the process by 137 MB, and long Host
 * headers by more. What the process keeps per host (the brand of each host name) is bounded,
 * and a Host that cannot be a host name is refused before anything looks at it.
 */
let t: TestPlatform;
let port: number;
const agent = new Agent({ keepAlive: true, maxSockets: 20 });

beforeAll(async () => {
  t = await startTestPlatform({}, { work: false });
  port = Number(new URL(t.url).port);
});
afterAll(async () => {
  agent.destroy();
  await t?.stop();
});

/** fetch sets Host itself: node:http sends the one given. */
function get(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the Host header', () => {
  it('is refused with 400 when it is 8 KB long, on the API and on the dashboard', async () => {
    const long = `${'a'.repeat(8 * 1024)}.example.com`;
    const api = await get('/api/hello', long);
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Host header') });
    const page = await get('/home/login', long);
    expect(page.status).toBe(400);
    expect(page.body).toContain('Host header');
  });

  it('is refused when it is over 255 characters or not a host name at all', async () => {
    for (const host of [`${'b'.repeat(250)}.example.com`, 'two words.example.com', 'evil.example.com/path', '<script>.example.com', 'user@host.example.com']) {
      expect({ host, status: (await get('/api/hello', host)).status }).toEqual({ host, status: 400 });
    }
  });

  it('takes names, addresses and ports', async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      'localhost',
      'chat.example.com',
      'Chat.Example.COM.:8080',
      '[::1]:3000',
      'my_service.internal',
      `${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.example.com`,
    ]) {
      expect({ host, status: (await get('/api/hello', host)).status }).toEqual({ host, status: 200 });
    }
  });

  it('keeps at most its bound of host names however many distinct hosts ask', async () => {
    const hosts = maxCachedHosts + 200;
    for (let i = 0; i < hosts; i += 100) {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, (_, j) => get('/api/whitelabel/current', `visitor-${i + j}.${'x'.repeat(200)}.example.com`).then((res) => res.status)),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    expect(t.platform.brands.cachedHosts).toBe(maxCachedHosts);
    // A socket's upgrade reaches the directory with its Host as sent: an absurd one is not kept.
    const before = t.platform.brands.cachedHosts;
    const brand = await t.platform.brands.forHost(t.platform.db.em(), `${'z'.repeat(8 * 1024)}.example.com`);
    expect(brand.id).toBe(1);
    expect(t.platform.brands.known(`${'z'.repeat(8 * 1024)}.example.com`)).toBeUndefined();
    expect(t.platform.brands.cachedHosts).toBe(before);
    // A few thousand requests, each a brand lookup: minutes when the machine is busy with other suites.
  }, 400_000);
});
