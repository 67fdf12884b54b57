import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { checkOutgoingUrl, guardedRequest, isForbiddenAddress, OutgoingUrlRefused, type GuardOptions } from './outgoingUrlGuard.ts';

describe('which addresses user-supplied URLs may reach', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.1.1',
    '0.0.0.0',
    '100.100.100.200',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('refuses IP literals, other schemes and credentials before sending anything', () => {
    expect(() => checkOutgoingUrl('http://127.0.0.1:8080/hook')).toThrow(OutgoingUrlRefused);
    expect(() => checkOutgoingUrl('http://[::1]/hook')).toThrow(OutgoingUrlRefused);
    expect(() => checkOutgoingUrl('http://[::ffff:169.254.169.254]/latest')).toThrow(OutgoingUrlRefused);
    expect(() => checkOutgoingUrl('file:///etc/passwd')).toThrow('Only http and https URLs are allowed.');
    expect(() => checkOutgoingUrl('https://user:pw@example.com/')).toThrow('URLs with credentials are not allowed.');
    expect(checkOutgoingUrl('https://example.com/hook').hostname).toBe('example.com');
  });
});

describe('requests through the guard', () => {
  let server: Server;
  let port: number;
  const received: { method: string; url: string; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += String(chunk)));
      req.on('end', () => answer(req, res, body));
    });
    const answer = (req: IncomingMessage, res: ServerResponse, body: string) => {
      received.push({ method: req.method!, url: req.url!, body });
      if (req.url === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (req.url === '/to-internal-name') {
        res.writeHead(307, { location: `http://internal.example.test:${port}/hook` }).end();
      } else if (req.url === '/slow') {
        const timer = setTimeout(() => res.end('late'), 2_000);
        res.on('close', () => clearTimeout(timer));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }
    };
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // A name that resolves to the fake; the fake itself is on loopback, which only this test allows.
  const dns =
    (answers: Record<string, string>): GuardOptions['lookup'] =>
    (hostname, callback) => {
      const address = answers[hostname];
      if (!address) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(null, [{ address, family: 4 }]);
    };
  const fakeIsPublic: GuardOptions = {
    lookup: dns({ 'hooks.example.test': '127.0.0.1', 'internal.example.test': '10.0.0.7' }),
    allowAddress: (a) => a === '127.0.0.1',
  };

  it('POSTs JSON to a name that resolves to an allowed address', async () => {
    const response = await guardedRequest(
      `http://hooks.example.test:${port}/hook`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}', timeoutMs: 2_000 },
      fakeIsPublic,
    );
    expect(response.status).toBe(200);
    expect(received.at(-1)).toEqual({ method: 'POST', url: '/hook', body: '{"a":1}' });
  });

  it('refuses at connect time a name whose address is private (what a rebinding DNS answers)', async () => {
    const rebinding: GuardOptions = { lookup: dns({ 'hooks.example.test': '127.0.0.1' }) };
    const before = received.length;
    await expect(guardedRequest(`http://hooks.example.test:${port}/hook`, { method: 'POST', body: '{}', timeoutMs: 2_000 }, rebinding)).rejects.toThrow(
      'hooks.example.test resolves to 127.0.0.1, which is not a public address.',
    );
    expect(received.length).toBe(before);
  });

  it('follows no redirect to a metadata address or a private name, and none at all unless asked', async () => {
    await expect(
      guardedRequest(`http://hooks.example.test:${port}/to-metadata`, { method: 'GET', timeoutMs: 2_000, maxRedirects: 3 }, fakeIsPublic),
    ).rejects.toThrow('169.254.169.254 is not a public address.');
    const before = received.length;
    await expect(
      guardedRequest(`http://hooks.example.test:${port}/to-internal-name`, { method: 'POST', body: '{}', timeoutMs: 2_000, maxRedirects: 3 }, fakeIsPublic),
    ).rejects.toThrow('internal.example.test resolves to 10.0.0.7, which is not a public address.');
    expect(received.length).toBe(before + 1);
    await expect(guardedRequest(`http://hooks.example.test:${port}/to-metadata`, { method: 'GET', timeoutMs: 2_000 }, fakeIsPublic)).rejects.toThrow(
      'redirects are not followed here',
    );
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await expect(guardedRequest(`http://hooks.example.test:${port}/slow`, { method: 'GET', timeoutMs: 300 }, fakeIsPublic)).rejects.toThrow('within 300 ms');
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
