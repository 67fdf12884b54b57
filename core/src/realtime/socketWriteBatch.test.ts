import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { writeTogether } from './socketWriteBatch.ts';

let server: WebSocketServer;
let url: string;
beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise((resolve) => server.close(resolve)));

/** A connected pair: the server's side and what the client received. */
async function pair(): Promise<{ ws: WebSocket; received: string[]; close: () => void }> {
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(url);
  const received: string[] = [];
  client.on('message', (data) => received.push(String(data)));
  await new Promise((resolve) => client.once('open', resolve));
  return { ws: await accepted, received, close: () => client.close() };
}

/** Counts the writes the server's side hands to the operating system. */
function countWrites(ws: WebSocket): () => number {
  const socket = (ws as unknown as { _socket: { _writev: (...a: unknown[]) => unknown; _write: (...a: unknown[]) => unknown } })._socket;
  let writes = 0;
  for (const method of ['_writev', '_write'] as const) {
    const original = socket[method].bind(socket);
    socket[method] = (...args: unknown[]) => {
      writes += 1;
      return original(...args);
    };
  }
  return () => writes;
}

describe('writes held for a turn of the event loop', () => {
  it('send the messages of one turn, promises included, in one write', async () => {
    const { ws, received, close } = await pair();
    const writes = countWrites(ws);
    writeTogether(ws);
    writeTogether(ws); // held once
    ws.send('first');
    await Promise.resolve();
    ws.send('second');
    expect(writes()).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes()).toBe(1);
    for (let tries = 0; tries < 100 && received.length < 2; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toEqual(['first', 'second']);
    // Unheld, each message is a write of its own.
    ws.send('third');
    ws.send('fourth');
    expect(writes()).toBe(3);
    close();
  });
});
