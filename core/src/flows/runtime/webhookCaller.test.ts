import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '../../logger.ts';
import { WebhookCaller } from './webhookCaller.ts';

describe('a flow’s webhook call', () => {
  let server: Server;
  let port: number;
  const received: Array<{ type: string | undefined; body: unknown }> = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += String(chunk)));
      req.on('end', () => {
        received.push({ type: req.headers['content-type'], body: JSON.parse(raw) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const logger = createLogger('silent');
  // The receiver is a local fake on loopback: this caller alone allows that address, behind a name.
  const lookup = (_host: string, callback: (error: NodeJS.ErrnoException | null, addresses: { address: string; family: number }[]) => void) =>
    callback(null, [{ address: '127.0.0.1', family: 4 }]);
  const allowingFake = new WebhookCaller(logger, { allowAddress: (a) => a === '127.0.0.1', lookup });
  const data = (url: string) => ({ accountId: 1, url, body: { event: 'flow.webhook', subscriber: { id: 3 } } });

  it('POSTs the body as JSON', async () => {
    await allowingFake.call(data(`http://hooks.example.test:${port}/in`));
    expect(received.at(-1)).toEqual({ type: 'application/json', body: { event: 'flow.webhook', subscriber: { id: 3 } } });
  });

  it('throws on a 5xx answer, so the job is retried, and takes a 4xx as the receiver’s final word', async () => {
    status = 503;
    await expect(allowingFake.call(data(`http://hooks.example.test:${port}/in`))).rejects.toThrow('The webhook answered 503.');
    status = 410;
    await expect(allowingFake.call(data(`http://hooks.example.test:${port}/in`))).resolves.toBeUndefined();
    status = 200;
  });

  it('does not call a private address, and does not retry that', async () => {
    const before = received.length;
    await expect(new WebhookCaller(logger).call(data(`http://127.0.0.1:${port}/in`))).resolves.toBeUndefined();
    await expect(new WebhookCaller(logger, { lookup }).call(data(`http://hooks.example.test:${port}/in`))).resolves.toBeUndefined();
    expect(received.length).toBe(before);
  });
});
