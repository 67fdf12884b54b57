import type { EntityManager } from '@mikro-orm/sql';
import type { Database } from '../../db/database.ts';
import { DatabaseRateBuckets, type AlongsideStatement, type BucketReservation, type RateBuckets } from './sendRateBuckets.ts';

/**
 * A channel account's bucket lets this much of a second's worth through at once: platforms count
 * sends per second (Telegram's 30, the test channel's), so a whole second of burst would let a
 * sliding second see twice the rate.
 */
const accountBurstSeconds = 0.05;
/**
 * How late a send may use a send slot this process reserved, and how far ahead it reserves: one
 * statement takes the slots that this process used in the last `holdMs` (at least 1, at most
 * `holdMs` worth of the rate), so a busy process pays one round trip for several sends and an
 * idle one never holds more than it needs. A slot not taken by then is dropped, never used late:
 * in any second a channel account sees at most perSecond × (1 + holdMs / 1000) + burst sends.
 * 50 ms: at the test channel's 400/s a busy process sends 20 per statement (sendRateLimiter.test.ts);
 * at 50/s, 2 at most, where a statement per send costs nothing that matters.
 */
const holdMs = 50;
/**
 * The least time a slot stays good after it is due, however long its reservation's answer took:
 * the database's clock read the slot somewhere between the statement's sending and its answer,
 * so a slot stays good until `holdMs` after the first of those (never used late by more than
 * `holdMs` of the database's time), but no less than this after the answer, or a process whose
 * answers come slowly would drop every slot it reserves. Only answers slower than
 * `holdMs - leastHoldMs` let a slot go later than `holdMs`; a timer the event loop fires later
 * than this gives the slot up.
 */
const leastHoldMs = 20;
/** Full buckets say nothing a missing row does not; each process clears them out this often. */
const pruneEveryMs = 60_000;

export function accountBurst(perSecond: number): number {
  return Math.max(1, Math.ceil(perSecond * accountBurstSeconds));
}

/** The most sends a channel account's limit lets start in any one second, across every process (see `holdMs`). */
export function mostSendsInAnySecond(perSecond: number): number {
  return Math.floor(perSecond * (1 + holdMs / 1000) + accountBurst(perSecond));
}

/** A recipient's short reply (a question and its buttons) goes out at once: a second's worth. */
export function recipientBurst(perSecondPerRecipient: number): number {
  return Math.max(1, perSecondPerRecipient);
}

/** Whose buckets a send counts against: its channel account's (`<channel>:<account id>`) and, when the channel limits them, its recipient's. */
export interface SendSlotRequest {
  accountKey: string;
  perSecond: number;
  recipientKey: string;
  perRecipientPerSecond?: number;
}

export interface SendRateLimiterOptions {
  /** Milliseconds on a monotonic clock. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** What the limiter did, for tests and the bench: statements sent, slots reserved, slots dropped unused, slots given up because the wait overran them. */
export interface SendRateStats {
  statements: number;
  reserved: number;
  dropped: number;
  late: number;
}

/**
 * The outbound rate limits (architecture: "Rate limits per channel and per recipient follow the
 * platform"): a bucket per channel account at the channel's `perSecond`, and one per recipient
 * at `perRecipientPerSecond`, kept in the database so they hold across every worker process
 * (sendRateBuckets.ts). `send` waits for a slot instead of refusing, so a send job slows
 * down rather than failing. A channel account's slots are reserved a few at a time into this
 * process's allowance; a recipient's one at a time, in the same statement as the account's
 * next few when both are needed, because a recipient's next message is as likely to be sent by
 * another process.
 */
export class SendRateLimiter {
  readonly stats: SendRateStats = { statements: 0, reserved: 0, dropped: 0, late: 0 };
  readonly #buckets: RateBuckets;
  /** Per channel account, the slots this process reserved for its send jobs, and for its sends in transactions (takeNow). */
  readonly #allowances = new Map<string, Allowance>();
  readonly #inTransaction = new Map<string, Allowance>();
  /** Per channel account, the end of the last call queued for it in this process. */
  readonly #lanes = new Map<string, Promise<void>>();
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  #prunedAt: number;

  /** The limiter of a worker process: buckets in the product's database, which every process on it shares. */
  static shared(db: Database): SendRateLimiter {
    return new SendRateLimiter(new DatabaseRateBuckets(db));
  }

  constructor(buckets: RateBuckets, options: SendRateLimiterOptions = {}) {
    this.#buckets = buckets;
    this.#now = options.now ?? (() => performance.now());
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.#prunedAt = this.#now();
  }

  /**
   * Makes `call` (one send to the platform) within a slot of the recipient's bucket and then of
   * the channel account's. The recipient's wait comes first and holds nothing; the account's
   * slot is taken in the account's lane, which starts this process's calls for one channel
   * account one at a time in slot order, so sends started together still reach the platform
   * spaced, and no recipient's wait holds up the others. The lane is let go as the call starts:
   * spacing is about when calls reach the platform, and a call that waited for its answer in
   * the lane held every other send of the account behind its round trip. A slot that the wait
   * overran (a busy event loop fires timers late) is given up and another taken: a call made
   * late would bunch with the calls of the slots after it.
   */
  async send<T>(request: SendSlotRequest, call: () => Promise<T>): Promise<T> {
    const { accountKey, perSecond, recipientKey, perRecipientPerSecond } = request;
    const allowance = this.#allowance(this.#allowances, accountKey, perSecond);
    allowance.noteDemand(this.#now());
    if (perRecipientPerSecond) await this.#waitUntil(await this.#recipientReady(allowance, accountKey, recipientKey, perRecipientPerSecond));
    await this.#inLane(accountKey, async () => {
      for (;;) {
        const slot = await this.#accountDue(allowance, accountKey);
        await this.#waitUntil(slot.due);
        if (this.#now() <= slot.lapses) return;
        this.stats.late += 1;
      }
    });
    return call();
  }

  /**
   * For sends made in the caller's transaction (an adapter that `sendsInTransaction`): takes
   * slots for `count` sends from both buckets only if they may all go now, never waiting;
   * answers whether it took them (false: send through the job). On PostgreSQL the account's come
   * from an allowance of this process, as the send jobs' do from theirs: one statement reserves
   * the slots of several sends (a statement and its commit per send was one of the widget reply's
   * twelve), and when they are spent the next send here refills it. The recipient's slots are taken in `em`'s
   * transaction, whose commit its row's lock then waits for, with `alongside`, a statement of the
   * caller's, in the same statement (neither runs when the account has no slot free now, nor when
   * more sends are asked for than can ever go at once). So the caller takes them as its last
   * statement, once what could fail has been done: a recipient's slot taken is the caller's to
   * roll back, and an account's slot is spent even if the caller rolls back or the recipient's
   * bucket is full, which only ever sends less.
   */
  async takeNow(em: EntityManager, request: SendSlotRequest, count: number, alongside?: AlongsideStatement): Promise<boolean> {
    const { accountKey, perSecond, recipientKey, perRecipientPerSecond } = request;
    if (count > this.mostAtOnce(request)) return false;
    const recipient = perRecipientPerSecond
      ? [
          {
            reservation: { accountKey, recipientKey, perSecond: perRecipientPerSecond, count },
            burstSeconds: recipientBurst(perRecipientPerSecond) / perRecipientPerSecond,
          },
        ]
      : [];
    if (!this.#buckets.commitsApart) {
      // One connection (PGlite): no other transaction can wait for the account's row, so its
      // slots are taken in the recipient's statement, which is cheaper than an allowance's refill.
      // Reserved ahead by the send jobs (up to `holdMs` of it), they count as free here: counted
      // as taken, every send here would be refused for as long as the jobs keep reserving.
      this.stats.statements += 1;
      const account = { reservation: { accountKey, recipientKey: '', perSecond, count }, burstSeconds: accountBurst(perSecond) / perSecond + holdMs / 1000 };
      return this.#buckets.takeIfFree(em, [account, ...recipient], alongside);
    }
    if (!(await this.#accountSlotsNow(em, accountKey, perSecond, count))) return false;
    if (!recipient.length && !alongside) return true;
    this.stats.statements += 1;
    return this.#buckets.takeIfFree(em, recipient, alongside);
  }

  /** The most sends `takeNow` may take at once: a burst of the smaller bucket. */
  mostAtOnce(request: SendSlotRequest): number {
    return Math.min(accountBurst(request.perSecond), request.perRecipientPerSecond ? recipientBurst(request.perRecipientPerSecond) : Infinity);
  }

  /** When the recipient's bucket lets this send go; reserves the account's next slots in the same statement when they run out. */
  async #recipientReady(allowance: Allowance, accountKey: string, recipientKey: string, perRecipientPerSecond: number): Promise<number> {
    const recipient: BucketReservation = { accountKey, recipientKey, perSecond: perRecipientPerSecond, count: 1 };
    const refill = allowance.needsRefill(this.#now()) ? allowance.refillReservation(accountKey) : null;
    const answer = this.#reserve(refill ? [recipient, refill] : [recipient]);
    if (refill) allowance.refilling(answer.then((answered) => allowance.fill(answered, answered.ahead[1]!, refill.count)));
    const { at, ahead } = await answer;
    return at + slotWait(ahead[0]!, 0, perRecipientPerSecond, recipientBurst(perRecipientPerSecond));
  }

  /** The account's next slot of this process's allowance, reserving more when none is left. */
  async #accountDue(allowance: Allowance, accountKey: string): Promise<Slot> {
    let slot: Slot | null;
    while ((slot = this.#take(allowance)) === null) {
      if (!allowance.pending) {
        const refill = allowance.refillReservation(accountKey);
        allowance.refilling(this.#reserve([refill]).then((answered) => allowance.fill(answered, answered.ahead[0]!, refill.count)));
      }
      await allowance.pending;
    }
    return slot;
  }

  /**
   * Takes `count` of the account's slots that are due now from the allowance of sends in
   * transactions, refilled apart from the pool (RateBuckets.reserveApart) when it has none left
   * to give. Not the send jobs' allowance: their refills wait for a connection of the pool, which
   * transactions waiting here may be holding, every one of them (seen at 50 widget conversations).
   */
  async #accountSlotsNow(em: EntityManager, accountKey: string, perSecond: number, count: number): Promise<boolean> {
    const allowance = this.#allowance(this.#inTransaction, accountKey, perSecond);
    for (let i = 0; i < count; i += 1) allowance.noteDemand(this.#now());
    for (;;) {
      if (this.#takeDue(allowance, count)) return true;
      if (!allowance.pending) {
        // The slots it holds are not due yet: the account is at its rate, and the send job waits for them.
        if (!allowance.needsRefill(this.#now())) return false;
        const refill = allowance.refillReservation(accountKey);
        allowance.refilling(this.#reserve([refill], em).then((answered) => allowance.fill(answered, answered.ahead[0]!, refill.count)));
      }
      await allowance.pending;
    }
  }

  #takeDue(allowance: Allowance, count: number): boolean {
    const { taken, dropped } = allowance.takeDue(this.#now(), count);
    this.stats.dropped += dropped;
    return taken;
  }

  async #waitUntil(moment: number): Promise<void> {
    const wait = moment - this.#now();
    if (wait > 0) await this.#sleep(wait);
  }

  /** Runs `work` after the work queued before it for this key has finished. */
  async #inLane<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.#lanes.get(key);
    let release!: () => void;
    const tail = new Promise<void>((resolve) => (release = resolve));
    this.#lanes.set(key, tail);
    try {
      if (before) await before;
      return await work();
    } finally {
      release();
      if (this.#lanes.get(key) === tail) this.#lanes.delete(key);
    }
  }

  #take(allowance: Allowance): Slot | null {
    const { slot, dropped } = allowance.take(this.#now());
    this.stats.dropped += dropped;
    return slot;
  }

  /** Reserves, committed at once; from a caller in `em`'s transaction, apart from it where the database can (RateBuckets.reserveApart). */
  async #reserve(reservations: BucketReservation[], em?: EntityManager): Promise<Answered> {
    this.stats.statements += 1;
    for (const r of reservations) if (r.recipientKey === '') this.stats.reserved += r.count;
    const sent = this.#now();
    const ahead = await (em ? this.#buckets.reserveApart(em, reservations) : this.#buckets.reserve(reservations));
    const at = this.#now();
    if (at - this.#prunedAt >= pruneEveryMs) {
      this.#prunedAt = at;
      // Off the send's path; a prune that fails leaves rows the next one removes.
      this.#buckets.prune().catch(() => undefined);
    }
    return { sent, at, ahead };
  }

  #allowance(allowances: Map<string, Allowance>, accountKey: string, perSecond: number): Allowance {
    let found = allowances.get(accountKey);
    if (!found || found.perSecond !== perSecond) allowances.set(accountKey, (found = new Allowance(perSecond)));
    return found;
  }
}

/**
 * How long after the answer the `index`-th last slot of a reservation may be used (0: the last
 * one reserved), given how far ahead of now the bucket's `full_at` lies: GCRA lets a send go
 * once `full_at` of its slot is no more than `burst` slots ahead.
 */
function slotWait(aheadSeconds: number, index: number, perSecond: number, burst: number): number {
  return Math.max(0, aheadSeconds - index / perSecond - burst / perSecond) * 1000;
}

/** A reservation's answer: when its statement was sent and answered (this process's clock), and how far ahead of the database's clock each bucket's `full_at` lies. */
interface Answered {
  sent: number;
  at: number;
  ahead: number[];
}

/** A reserved slot: when it may be used and when it lapses unused (this process's clock). */
interface Slot {
  due: number;
  lapses: number;
}

/** The slots of one channel account this process reserved and has not used yet. */
class Allowance {
  readonly perSecond: number;
  pending: Promise<void> | null = null;
  /** The slots, soonest first. */
  readonly #slots: Slot[] = [];
  /** When sends asked for a slot, over the last `holdMs`. */
  readonly #asked: number[] = [];

  constructor(perSecond: number) {
    this.perSecond = perSecond;
  }

  noteDemand(now: number): void {
    this.#asked.push(now);
    while (this.#asked[0]! < now - holdMs) this.#asked.shift();
  }

  needsRefill(now: number): boolean {
    return !this.pending && !this.#slots.some((slot) => slot.lapses >= now);
  }

  refillReservation(accountKey: string): BucketReservation {
    const most = Math.max(1, Math.floor((this.perSecond * holdMs) / 1000));
    return { accountKey, recipientKey: '', perSecond: this.perSecond, count: Math.min(most, Math.max(1, this.#asked.length)) };
  }

  refilling(done: Promise<void>): void {
    const pending: Promise<void> = done.finally(() => {
      if (this.pending === pending) this.pending = null;
    });
    // The sends waiting on it see a failure; none waiting is no unhandled rejection.
    pending.catch(() => undefined);
    this.pending = pending;
  }

  /**
   * Adds the slots of an answered reservation. Each is due its wait after the answer (never
   * before the database's due, read before the answer came) and lapses `holdMs` after the
   * statement was sent (the earliest the database's due can be), or `leastHoldMs` after it is due.
   */
  fill({ sent, at }: Answered, aheadSeconds: number, count: number): void {
    const burst = accountBurst(this.perSecond);
    for (let i = count - 1; i >= 0; i -= 1) {
      const wait = slotWait(aheadSeconds, i, this.perSecond, burst);
      this.#slots.push({ due: at + wait, lapses: Math.max(sent + wait + holdMs, at + wait + leastHoldMs) });
    }
  }

  /** The soonest slot still good, taken, and how many lapsed unused on the way. */
  take(now: number): { slot: Slot | null; dropped: number } {
    const dropped = this.#dropLapsed(now);
    return { slot: this.#slots.shift() ?? null, dropped };
  }

  /** The `count` soonest slots, taken only if all of them are due by `now`; and how many lapsed unused on the way. */
  takeDue(now: number, count: number): { taken: boolean; dropped: number } {
    const dropped = this.#dropLapsed(now);
    const taken = this.#slots.length >= count && this.#slots[count - 1]!.due <= now;
    if (taken) this.#slots.splice(0, count);
    return { taken, dropped };
  }

  #dropLapsed(now: number): number {
    let dropped = 0;
    while (this.#slots.length && this.#slots[0]!.lapses < now) {
      this.#slots.shift();
      dropped += 1;
    }
    return dropped;
  }
}
