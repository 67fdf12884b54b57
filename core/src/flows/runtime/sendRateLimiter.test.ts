import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/sql';
import type { BucketReservation, RateBuckets } from './sendRateBuckets.ts';
import { accountBurst, SendRateLimiter } from './sendRateLimiter.ts';
import { busiestSecond } from '../../../../tests/support/rateWindows.ts';

/** The database's buckets (sendRateBuckets.ts) on a clock the test moves: the same GCRA step. */
class MemoryBuckets implements RateBuckets {
  readonly statements: BucketReservation[][] = [];
  /** As PostgreSQL's: `reserveApart` commits apart from the caller's transaction. */
  commitsApart = true;
  readonly #fullAt = new Map<string, number>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  async reserve(reservations: readonly BucketReservation[]): Promise<number[]> {
    this.statements.push([...reservations]);
    const now = this.#now() / 1000;
    return reservations.map((r) => {
      const key = `${r.accountKey}\n${r.recipientKey}`;
      const fullAt = Math.max(this.#fullAt.get(key) ?? 0, now) + r.count / r.perSecond;
      this.#fullAt.set(key, fullAt);
      return fullAt - now;
    });
  }

  async reserveApart(_em: EntityManager, reservations: readonly BucketReservation[]): Promise<number[]> {
    return this.reserve(reservations);
  }

  /** The same step, taken only when it keeps every `full_at` within its burst; all or none, as the caller's rollback leaves it. */
  async takeIfFree(_em: EntityManager, reservations: ReadonlyArray<{ reservation: BucketReservation; burstSeconds: number }>): Promise<boolean> {
    this.statements.push(reservations.map((r) => r.reservation));
    const now = this.#now() / 1000;
    const next = reservations.map(({ reservation: r, burstSeconds }) => {
      const key = `${r.accountKey}\n${r.recipientKey}`;
      const fullAt = Math.max(this.#fullAt.get(key) ?? 0, now) + r.count / r.perSecond;
      // In whole microseconds, as PostgreSQL's intervals count: 50 × 1 ms is exactly 50 ms.
      return { key, fullAt, fits: Math.round(fullAt * 1e6) <= Math.round((now + burstSeconds) * 1e6) };
    });
    if (!next.every((n) => n.fits)) return false;
    for (const { key, fullAt } of next) this.#fullAt.set(key, fullAt);
    return true;
  }

  async prune(): Promise<void> {}
}

/** A clock that stands still unless moved; each send records when it may go (the longest of its waits). */
function world() {
  const clock = { now: 0 };
  const buckets = new MemoryBuckets(() => clock.now);
  const sends: number[] = [];
  const slept = new AsyncLocalStorage<{ ms: number }>();
  const limiter = () => {
    const l = new SendRateLimiter(buckets, { now: () => clock.now, sleep: async (ms) => void (slept.getStore()!.ms = Math.max(slept.getStore()!.ms, ms)) });
    return async (accountKey: string, perSecond: number, recipientKey: string, perRecipientPerSecond?: number) => {
      const wait = { ms: 0 };
      await slept.run(wait, () => l.send({ accountKey, perSecond, recipientKey, perRecipientPerSecond }, async () => undefined));
      sends.push(clock.now + wait.ms);
      return { wait: wait.ms, limiter: l };
    };
  };
  return { clock, buckets, sends, limiter };
}

describe('the send rate limiter', () => {
  it('lets the burst through at once, then spaces sends at the rate, one statement for several sends', async () => {
    const w = world();
    const acquire = w.limiter();
    await Promise.all(Array.from({ length: 400 }, (_, i) => acquire('telegram:bot', 400, `chat-${i}`)));
    expect(accountBurst(400)).toBe(20);
    const sorted = [...w.sends].sort((a, b) => a - b);
    expect(sorted.slice(0, 20)).toEqual(Array(20).fill(0));
    expect(sorted[20]).toBeCloseTo(2.5);
    expect(sorted[399]).toBeCloseTo(950);
    // The first send finds nobody else asking; the rest come 20 (50 ms at 400/s) to a statement,
    // as many as asked in the last 50 ms: the last statement takes one slot more than is needed.
    expect(w.buckets.statements.map((s) => s[0]!.count)).toEqual([1, ...Array(20).fill(20)]);
  });

  it('holds one rate across limiters that share the buckets, as worker processes share the database', async () => {
    const w = world();
    const workers = [w.limiter(), w.limiter(), w.limiter()];
    for (let tick = 0; tick < 30; tick += 1) {
      await Promise.all(workers.flatMap((acquire, n) => Array.from({ length: 4 }, (_, i) => acquire('telegram:bot', 50, `chat-${n}-${tick}-${i}`))));
      w.clock.now += 50;
    }
    expect(w.sends).toHaveLength(360);
    expect(busiestSecond(w.sends)).toBeLessThanOrEqual(50 + accountBurst(50));
    // 360 sends at 50 a second: about 7 s after the burst, whoever sent them.
    expect(Math.max(...w.sends)).toBeGreaterThan(7000);
  });

  it('drops reserved slots a process did not use in time instead of sending late on them', async () => {
    const w = world();
    const acquire = w.limiter();
    await Promise.all(Array.from({ length: 30 }, (_, i) => acquire('telegram:bot', 400, `chat-${i}`)));
    // 1, then 20 and 20 reserved for the 30 asking at once: 11 left over.
    const before = w.buckets.statements.length;
    w.clock.now += 5_000;
    const { limiter } = await acquire('telegram:bot', 400, 'much-later');
    expect(w.buckets.statements.length).toBe(before + 1);
    expect(limiter.stats.dropped).toBe(11);
    expect(limiter.stats.reserved).toBe(w.buckets.statements.reduce((sum, s) => sum + s[0]!.count, 0));
  });

  it('sends 1 a second to one recipient, the account’s slots reserved in the same statement', async () => {
    const w = world();
    const acquire = w.limiter();
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) waits.push((await acquire('telegram:bot', 30, 'one-chat', 1)).wait);
    expect(waits[0]).toBe(0);
    expect(waits[1]).toBeCloseTo(1000);
    expect(waits[2]).toBeCloseTo(2000);
    expect(w.buckets.statements[0]!.map((r) => r.recipientKey)).toEqual(['one-chat', '']);
    expect(w.buckets.statements).toHaveLength(3);
  });

  it('gives up a slot that its wait overran (a busy process fires timers late) and sends in a later one', async () => {
    const clock = { now: 0 };
    const buckets = new MemoryBuckets(() => clock.now);
    let overrun = 120;
    const limiter = new SendRateLimiter(buckets, {
      now: () => clock.now,
      sleep: async (ms) => {
        clock.now += ms + overrun;
        overrun = 0;
      },
    });
    // 2.5 ms a slot at 400/s and a burst of 20: the 21st send waits, and its timer fires 120 ms late.
    const send = (recipientKey: string) => limiter.send({ accountKey: 'telegram:bot', perSecond: 400, recipientKey }, async () => clock.now);
    await Promise.all(Array.from({ length: 20 }, (_, i) => send(`chat-${i}`)));
    expect(await send('late')).toBeGreaterThan(120);
    expect(limiter.stats.late).toBe(1);
  });

  it('keeps a slot good for 50 ms of the database’s time, from when its reservation was sent, however slowly the answer came; at least 20 ms after the answer', async () => {
    /** Three sends at once at 400/s with answers `answerMs` long: 1 slot, then 3 for the three asking, one left over; a fourth send comes at `fourthAt`. */
    const leftOver = async (answerMs: number, fourthAt: number) => {
      const clock = { now: 0 };
      class SlowAnswers extends MemoryBuckets {
        override async reserve(reservations: readonly BucketReservation[]): Promise<number[]> {
          const ahead = await super.reserve(reservations);
          clock.now += answerMs;
          return ahead;
        }
      }
      const buckets = new SlowAnswers(() => clock.now);
      const limiter = new SendRateLimiter(buckets, { now: () => clock.now, sleep: async (ms) => void (clock.now += ms) });
      const send = (recipientKey: string) => limiter.send({ accountKey: 'telegram:bot', perSecond: 400, recipientKey }, async () => undefined);
      await Promise.all(['a', 'b', 'c'].map(send));
      expect(buckets.statements.map((s) => s[0]!.count)).toEqual([1, 3]);
      clock.now = fourthAt;
      await send('d');
      return { dropped: limiter.stats.dropped, statements: buckets.statements.length };
    };
    // Answered in 10 ms: the left-over slot was reserved by a statement sent at 10 ms and lapses at 60.
    expect(await leftOver(10, 59)).toEqual({ dropped: 0, statements: 2 });
    expect(await leftOver(10, 61)).toEqual({ dropped: 1, statements: 3 });
    // Answered in 40 ms (sent at 40, answered at 80): good until 100, 20 ms after the answer.
    expect(await leftOver(40, 99)).toEqual({ dropped: 0, statements: 2 });
    expect(await leftOver(40, 101)).toEqual({ dropped: 1, statements: 3 });
  });

  it('starts one call at a time per channel account, in slot order, without waiting for the one before to answer; a recipient who must wait holds up no one else', async () => {
    const clock = { now: 0 };
    const timers: Array<{ at: number; resolve: () => void }> = [];
    const limiter = new SendRateLimiter(new MemoryBuckets(() => clock.now), {
      now: () => clock.now,
      sleep: (ms) => new Promise<void>((resolve) => timers.push({ at: clock.now + ms, resolve })),
    });
    let inFlight = 0;
    let most = 0;
    const started: string[] = [];
    // The platform answers only when told: a slow answer must not hold up the next send.
    const answers: Array<() => void> = [];
    const call = (name: string) => async () => {
      started.push(name);
      most = Math.max(most, ++inFlight);
      await new Promise<void>((resolve) => answers.push(resolve));
      inFlight -= 1;
    };
    const answerAll = async () => {
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
      for (const answer of answers.splice(0)) answer();
    };
    const send = (recipientKey: string) =>
      limiter.send({ accountKey: 'telegram:bot', perSecond: 400, recipientKey, perRecipientPerSecond: 1 }, call(recipientKey));
    // 'busy' has used its second's worth: its next send waits 1 s for its own bucket.
    const first = send('busy');
    await answerAll();
    await first;
    const waiting = send('busy');
    const others = Promise.all(['a', 'b', 'c'].map(send));
    await answerAll();
    await others;
    expect(started).toEqual(['busy', 'a', 'b', 'c']);
    expect(most).toBe(3);
    clock.now += 1_000;
    for (const timer of timers.splice(0)) if (timer.at <= clock.now) timer.resolve();
    await answerAll();
    await waiting;
    expect(started).toEqual(['busy', 'a', 'b', 'c', 'busy']);
  });

  it('takes slots for sends in a transaction only when both buckets have them free now, the account’s a few per statement', async () => {
    const clock = { now: 0 };
    const buckets = new MemoryBuckets(() => clock.now);
    const limiter = new SendRateLimiter(buckets, { now: () => clock.now });
    const em = {} as EntityManager;
    const slot = (recipientKey: string) => ({ accountKey: 'widget:w1', perSecond: 1000, recipientKey, perRecipientPerSecond: 5 });
    const accountStatements = () => buckets.statements.filter((statement) => statement.some((r) => r.recipientKey === '')).length;
    const recipientStatements = () => buckets.statements.filter((statement) => statement.some((r) => r.recipientKey !== '')).length;
    // A recipient's second's worth (5) at once, a statement each, then no sixth; another recipient goes.
    for (let i = 0; i < 5; i++) expect(await limiter.takeNow(em, slot('v1'), 1)).toBe(true);
    expect(await limiter.takeNow(em, slot('v1'), 1)).toBe(false);
    expect(await limiter.takeNow(em, slot('v2'), 1)).toBe(true);
    expect(recipientStatements()).toBe(7);
    // The account's slots came from the process's allowance, refilled as the demand grew: 1, 2, 4.
    expect(buckets.statements.filter((statement) => statement[0]!.recipientKey === '').map((statement) => statement[0]!.count)).toEqual([1, 2, 4]);
    // The account's 50 ms burst at 1,000/s goes at once (the refused sixth spent one), spread here
    // over recipients; the next waits for the job, and the slots reserved then are due from a millisecond later.
    let taken = 7;
    while (await limiter.takeNow(em, slot(`r${taken}`), 1)) taken += 1;
    expect(taken).toBe(accountBurst(1000));
    expect(accountStatements()).toBeLessThan(10);
    const statements = buckets.statements.length;
    clock.now += 2;
    expect(await limiter.takeNow(em, slot('one-more'), 1)).toBe(true);
    expect(buckets.statements).toHaveLength(statements + 1); // the recipient's: the account's slot was held
    // More than a burst is never asked for at once.
    const before = buckets.statements.length;
    expect(await limiter.takeNow(em, slot('many'), 6)).toBe(false);
    expect(buckets.statements).toHaveLength(before);
  });

  it('never waits in a transaction for a send job’s refill, which waits for a connection the transaction may hold', async () => {
    const clock = { now: 0 };
    let releasePool!: () => void;
    const poolFree = new Promise<void>((resolve) => (releasePool = resolve));
    // The pool's connections are all held (by transactions in takeNow): a send job's reservation waits.
    class BusyPool extends MemoryBuckets {
      override async reserve(reservations: readonly BucketReservation[]): Promise<number[]> {
        await poolFree;
        return super.reserve(reservations);
      }
      override async reserveApart(_em: EntityManager, reservations: readonly BucketReservation[]): Promise<number[]> {
        return super.reserve(reservations);
      }
    }
    const limiter = new SendRateLimiter(new BusyPool(() => clock.now), { now: () => clock.now });
    const request = { accountKey: 'widget:w2', perSecond: 1000, recipientKey: 'job' };
    const jobSent = limiter.send(request, async () => 'sent');
    // The job's refill is on its way and cannot end; the send in a transaction refills apart and goes.
    expect(await limiter.takeNow({} as EntityManager, { ...request, recipientKey: 'v' }, 1)).toBe(true);
    releasePool();
    await expect(jobSent).resolves.toBe('sent');
  });

  it('refills again for sends in transactions that a refill made for fewer of them left without a slot', async () => {
    const clock = { now: 0 };
    const buckets = new MemoryBuckets(() => clock.now);
    const limiter = new SendRateLimiter(buckets, { now: () => clock.now });
    const slot = (recipientKey: string) => ({ accountKey: 'widget:w3', perSecond: 1000, recipientKey });
    // Ten at the same moment: the first refill is for the demand of the moment it started (one).
    const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.takeNow({} as EntityManager, slot(`v${i}`), 1)));
    expect(taken).toEqual(Array(10).fill(true));
    expect(buckets.statements.length).toBeLessThan(10);
  });

  it('takes the account’s slots in the recipient’s statement where the database has one connection (PGlite)', async () => {
    const clock = { now: 0 };
    const buckets = new MemoryBuckets(() => clock.now);
    buckets.commitsApart = false;
    const limiter = new SendRateLimiter(buckets, { now: () => clock.now });
    const slot = (recipientKey: string) => ({ accountKey: 'widget:w4', perSecond: 1000, recipientKey, perRecipientPerSecond: 5 });
    for (let i = 0; i < 5; i++) expect(await limiter.takeNow({} as EntityManager, slot('v1'), 1)).toBe(true);
    expect(await limiter.takeNow({} as EntityManager, slot('v1'), 1)).toBe(false);
    // One statement a send, with both buckets.
    expect(buckets.statements.map((statement) => statement.map((r) => r.recipientKey))).toEqual(Array(6).fill(['', 'v1']));
    // The account's 50 ms burst and the 50 ms that send jobs may have reserved ahead: 100 at once; the 101st waits for the job.
    let taken = 5;
    while (await limiter.takeNow({} as EntityManager, slot(`r${taken}`), 1)) taken += 1;
    expect(taken).toBe(100);
  });
});
