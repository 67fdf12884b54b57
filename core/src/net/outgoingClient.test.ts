import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OutgoingRequestError } from '@chatmill/sdk';
import { OutgoingClient } from './outgoingClient.ts';
import { SavedUrlCheck } from './savedUrlCheck.ts';
import type { GuardOptions } from './outgoingUrlGuard.ts';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/big') return res.end(Buffer.alloc(4096, 'x'));
    if (req.url === '/slow') {
      const timer = setTimeout(() => res.end('late'), 3_000);
      return res.on('close', () => clearTimeout(timer));
    }
    if (req.url === '/to-private') return res.writeHead(302, { location: `http://private.example.test:${port}/json` }).end();
    if (req.url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/to-json') return res.writeHead(301, { location: '/json' }).end();
    res.writeHead(200, { 'content-type': 'application/json', 'x-seen-method': req.method ?? '' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// `hooks.example.test` stands for a public site (the fake, on loopback, which only this test allows); `private.example.test` for a name pointing inside.
const answers: Record<string, string> = { 'hooks.example.test': '127.0.0.1', 'private.example.test': '10.0.0.1' };
const guard: GuardOptions & { lookup: NonNullable<GuardOptions['lookup']> } = {
  lookup: (hostname, callback) =>
    answers[hostname]
      ? callback(null, [{ address: answers[hostname], family: 4 }])
      : callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []),
  allowAddress: (address) => address === '127.0.0.1',
};
const client = new OutgoingClient(guard, new SavedUrlCheck(guard));
const at = (path: string) => `http://hooks.example.test:${port}${path}`;
const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as OutgoingRequestError,
  );

describe('ctx.outgoing.fetch', () => {
  it('answers the status, headers and body, following redirects through the guard', async () => {
    const answer = await client.fetch(at('/to-json'), { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(at('/json'));
    expect(answer.json()).toEqual({ ok: true });
    expect(answer.headers['x-seen-method']).toBe('GET');
  });

  it('gives up after the time given', async () => {
    const error = await failure(client.fetch(at('/slow'), { timeoutMs: 200 }));
    expect(error).toBeInstanceOf(OutgoingRequestError);
    expect(error!.reason).toBe('timeout');
  });

  it('fails an answer longer than maxBytes instead of holding it', async () => {
    const error = await failure(client.fetch(at('/big'), { maxBytes: 1000 }));
    expect(error!.reason).toBe('tooLarge');
    expect((await client.fetch(at('/big'), { maxBytes: 4096 })).body.length).toBe(4096);
  });

  it('refuses a redirect to a private address, by name or by IP, and endless redirects', async () => {
    expect((await failure(client.fetch(at('/to-private'))))!.message).toContain('resolves to 10.0.0.1');
    expect((await failure(client.fetch(at('/to-metadata'))))!.reason).toBe('refused');
    expect((await failure(client.fetch(at('/loop'))))!.reason).toBe('refused');
    expect((await failure(client.fetch('http://127.0.0.2/')))!.reason).toBe('refused');
  });

  it('checks an address before it is saved', async () => {
    await expect(client.checkUrl(`http://private.example.test/hook`, 'webhookUrl')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { webhookUrl: expect.stringContaining('private network') },
    });
    await expect(client.checkUrl(at('/json'))).resolves.toBeUndefined();
  });
});
