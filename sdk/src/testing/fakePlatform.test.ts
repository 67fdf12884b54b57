import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakePlatform, type FakePlatform } from './fakePlatform.ts';

let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
});
afterAll(() => fake.stop());

describe('the fake platform', () => {
  it('records each call and answers 200 { ok: true } by default', async () => {
    const answer = await fetch(`${fake.url}/bot1:a/sendMessage?x=1`, {
      method: 'POST',
      headers: { 'X-Sig': 'abc', 'content-type': 'application/json' },
      body: '{"chat_id":7}',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/bot1:a/sendMessage',
      query: { x: '1' },
      headers: expect.objectContaining({ 'x-sig': 'abc' }),
      body: { chat_id: 7 },
      rawBody: '{"chat_id":7}',
    });
  });

  it('answers what the test says, the latest rule first, from a handler that sees the call', async () => {
    fake.on('POST', /^\/bot\d+:\w+\/getMe$/, { status: 401, body: { ok: false } });
    fake.on('POST', '/bot2:b/getMe', (call) => ({ status: 201, body: { echo: call.headers['x-n'] } }));
    const first = await fetch(`${fake.url}/bot1:a/getMe`, { method: 'POST' });
    const second = await fetch(`${fake.url}/bot2:b/getMe`, { method: 'POST', headers: { 'x-n': '5' } });
    expect([first.status, await first.json()]).toEqual([401, { ok: false }]);
    expect([second.status, await second.json()]).toEqual([201, { echo: '5' }]);
  });

  it('waits for calls, and says what came when they do not', async () => {
    setTimeout(() => void fetch(`${fake.url}/later`, { method: 'PUT' }), 50);
    expect(await fake.waitForCalls(1, (call) => call.path === '/later')).toHaveLength(1);
    await expect(fake.waitForCalls(1, (call) => call.path === '/never', 100)).rejects.toThrow(/0 of 1 expected calls .* it got .*PUT \/later/);
  });
});
