import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadSettings } from '../../core/src/config/loadSettings.ts';
import { createLogger } from '../../core/src/logger.ts';
import { startPlatform, type Platform } from '../../core/src/platform.ts';
import { ApiClient } from '../support/apiClient.ts';
import { openSocket, waitForMessage } from '../support/socketClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password: 'admin password' });
});
afterAll(async () => t.stop());

describe('the WebSocket endpoint', () => {
  it('refuses a connection without a live session', async () => {
    await expect(openSocket(t.url, '')).rejects.toThrow('refused with 401');
    await expect(openSocket(t.url, 'cm_session=not-a-real-token')).rejects.toThrow('refused with 401');
  });

  it('greets a signed-in user and tells the other sessions when the password changes', async () => {
    const laptop = new ApiClient(t.url);
    const phone = new ApiClient(t.url);
    const { body } = await laptop.post('/api/auth/register', { name: 'Ivy', email: 'ivy@example.com', password: 'ivy password' });
    await phone.post('/api/auth/login', { email: 'ivy@example.com', password: 'ivy password' });

    const phoneSocket = await openSocket(t.url, phone.cookieHeader());
    const laptopSocket = await openSocket(t.url, laptop.cookieHeader());
    expect(await waitForMessage(phoneSocket.messages, 'hello')).toEqual({ type: 'hello', userId: body.user.id });

    await laptop.post('/api/auth/change-password', { currentPassword: 'ivy password', newPassword: 'ivy password 2' });
    await waitForMessage(phoneSocket.messages, 'session.invalidated');
    expect(await phoneSocket.closed).toBe(4001);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(laptopSocket.messages.map((m) => m.type)).toEqual(['hello']);
    laptopSocket.socket.close();
  });

  it('refuses a socket opened right after its session logged out in this process', async () => {
    const client = new ApiClient(t.url);
    expect((await client.post('/api/auth/register', { name: 'Lou', email: 'lou@example.com', password: 'lou password' })).status).toBe(201);
    const cookie = client.cookieHeader();
    // The session is in this process's cache: a socket and a request have read it.
    const first = await openSocket(t.url, cookie);
    await waitForMessage(first.messages, 'hello');
    expect((await client.get('/api/auth/session')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    // At once: on PostgreSQL the cache hears of the logout a moment later, unless the check waits for it.
    await expect(openSocket(t.url, cookie)).rejects.toThrow('refused with 401');
    first.socket.close();
  });
});

describe('events published by any process', () => {
  let second: Platform | null = null;
  afterAll(async () => second?.stop());

  it('reach the addressed sockets only, through LISTEN/NOTIFY when another web process publishes on PostgreSQL', async () => {
    // On PostgreSQL a second web process publishes; PGlite belongs to one process, which publishes itself.
    if (t.database.kind === 'postgres') {
      second = await startPlatform(loadSettings({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...t.database.env }), {
        serve: true,
        work: false,
        logger: createLogger('error'),
      });
    }
    const publisher = second ?? t.platform;
    expect(publisher.realtime.constructor.name).toBe(t.database.kind === 'postgres' ? 'PgNotifyBus' : 'LocalBus');

    const kim = new ApiClient(t.url);
    const lee = new ApiClient(t.url);
    const kimUser = (await kim.post('/api/auth/register', { name: 'Kim', email: 'kim@example.com', password: 'kim password' })).body.user;
    await lee.post('/api/auth/register', { name: 'Lee', email: 'lee@example.com', password: 'lee password' });
    const kimSocket = await openSocket(t.url, kim.cookieHeader());
    const leeSocket = await openSocket(t.url, lee.cookieHeader());
    await waitForMessage(kimSocket.messages, 'hello');
    await waitForMessage(leeSocket.messages, 'hello');

    await publisher.realtime.publish({ type: 'test.ping', accountId: kimUser.accountId, payload: { note: 'for Kim' } });
    expect(await waitForMessage(kimSocket.messages, 'test.ping')).toEqual({ type: 'test.ping', note: 'for Kim' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leeSocket.messages.map((m) => m.type)).toEqual(['hello']);
    kimSocket.socket.close();
    leeSocket.socket.close();
  });
});
