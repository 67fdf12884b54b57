import { describe, expect, it } from '@jest/globals';
import { SendRateLimiter, TokenBucket } from './sendRateLimiter.ts';

describe('the send rate limiter', () => {
  it('lets a second worth of sends through at once, then spaces them at the rate', () => {
    let now = 0;
    const bucket = new TokenBucket(10, () => now);
    const waits = Array.from({ length: 12 }, () => bucket.reserve());
    expect(waits.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(waits[10]).toBeCloseTo(100);
    expect(waits[11]).toBeCloseTo(200);
    now = 1200; // the two owed tokens are paid back, then 10 more accrue (capped at 10)
    expect(bucket.reserve()).toBe(0);
  });

  it('sends 50 messages at 25 a second in about a second after the first burst, and 1 a second per recipient', async () => {
    const slept: number[] = [];
    const limiter = new SendRateLimiter(async (ms) => void slept.push(ms));
    for (let i = 0; i < 50; i += 1) await limiter.acquire('telegram:bot', 25, `chat-${i}`);
    expect(slept).toHaveLength(25);
    expect(Math.max(...slept)).toBeGreaterThan(900);
    expect(Math.max(...slept)).toBeLessThan(1100);

    const perChat: number[] = [];
    const chat = new SendRateLimiter(async (ms) => void perChat.push(ms));
    for (let i = 0; i < 3; i += 1) await chat.acquire('telegram:bot', 30, 'one-chat', 1);
    expect(perChat).toHaveLength(2);
    expect(perChat[1]).toBeGreaterThan(1900);
  });
});
