import { describe, expect, it } from '@jest/globals';
import { maxPayloadBytes, NotifyBatcher, payloadsOf } from './notifyBatcher.ts';

describe('the NOTIFY batcher', () => {
  it('sends the events of one turn as one statement, and those published meanwhile as the next, in order', async () => {
    const sends: string[][] = [];
    let release: () => void = () => undefined;
    const batcher = new NotifyBatcher(async (payloads) => {
      sends.push(payloads);
      if (sends.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = [batcher.publish({ n: 1 }), batcher.publish({ n: 2 })];
    await new Promise((resolve) => setImmediate(resolve));
    expect(sends).toEqual([['[{"n":1},{"n":2}]']]);
    // While the first is on its way: these wait for it, then go together.
    const second = [batcher.publish({ n: 3 }), batcher.publish({ n: 4 })];
    await new Promise((resolve) => setImmediate(resolve));
    expect(sends).toHaveLength(1);
    release();
    await Promise.all([...first, ...second]);
    expect(sends).toEqual([['[{"n":1},{"n":2}]'], ['[{"n":3},{"n":4}]']]);
  });

  it('rejects every event of a batch that failed, and sends the next batch all the same', async () => {
    let fail = true;
    const sent: string[][] = [];
    const batcher = new NotifyBatcher(async (payloads) => {
      if (fail) throw new Error('connection lost');
      sent.push(payloads);
    });
    const failed = [batcher.publish({ n: 1 }), batcher.publish({ n: 2 })];
    await expect(failed[0]).rejects.toThrow('connection lost');
    await expect(failed[1]).rejects.toThrow('connection lost');
    fail = false;
    await batcher.publish({ n: 3 });
    expect(sent).toEqual([['[{"n":3}]']]);
  });

  it('refuses an event over the payload limit on its own, and sends the others', async () => {
    const sent: string[][] = [];
    const batcher = new NotifyBatcher(async (payloads) => void sent.push(payloads));
    const big = batcher.publish({ text: 'x'.repeat(maxPayloadBytes) });
    const small = batcher.publish({ n: 1 });
    await expect(big).rejects.toThrow(/over PostgreSQL's NOTIFY limit/);
    await small;
    expect(sent).toEqual([['[{"n":1}]']]);
  });

  it('splits a batch into payloads within the limit, keeping the order', () => {
    const events = Array.from({ length: 30 }, (_, n) => JSON.stringify({ n, text: 'y'.repeat(900) }));
    const payloads = payloadsOf(events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(maxPayloadBytes);
    expect(payloads.flatMap((payload) => (JSON.parse(payload) as { n: number }[]).map((event) => event.n))).toEqual(events.map((_, n) => n));
  });
});
