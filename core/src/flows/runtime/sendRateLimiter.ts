/**
 * Token buckets: at most `perSecond` a second on average, with bursts up to one second's worth.
 * `take` waits for a token instead of refusing, so a send job slows down rather than failing.
 */
export class TokenBucket {
  readonly #perSecond: number;
  readonly #capacity: number;
  #tokens: number;
  #updatedAt: number;
  readonly #now: () => number;

  constructor(perSecond: number, now: () => number = () => performance.now()) {
    this.#perSecond = Math.max(perSecond, 0.001);
    this.#capacity = Math.max(1, perSecond);
    this.#tokens = this.#capacity;
    this.#now = now;
    this.#updatedAt = now();
  }

  /** Milliseconds until a token is free (0: take it now), reserving it. */
  reserve(): number {
    const now = this.#now();
    this.#tokens = Math.min(this.#capacity, this.#tokens + ((now - this.#updatedAt) / 1000) * this.#perSecond);
    this.#updatedAt = now;
    this.#tokens -= 1;
    return this.#tokens >= 0 ? 0 : (-this.#tokens / this.#perSecond) * 1000;
  }

  /** Full again: nothing is owed, so forgetting the bucket changes nothing. */
  idle(): boolean {
    return this.#tokens + ((this.#now() - this.#updatedAt) / 1000) * this.#perSecond >= this.#capacity;
  }
}

const maxRecipientBuckets = 10_000;

/**
 * The outbound rate limits of one worker process (architecture: "Rate limits per channel and per
 * recipient follow the platform"): a bucket per channel account at the channel's `perSecond`,
 * and one per recipient at `perRecipientPerSecond`. What it guarantees is per process: with N
 * worker processes a channel account may see up to N times the rate, which is why the adapters'
 * senders still treat the platform's 429 as a retry.
 */
export class SendRateLimiter {
  readonly #accounts = new Map<string, TokenBucket>();
  readonly #recipients = new Map<string, TokenBucket>();
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))) {
    this.#sleep = sleep;
  }

  async acquire(accountKey: string, perSecond: number, recipientKey: string, perRecipientPerSecond?: number): Promise<void> {
    let wait = bucket(this.#accounts, accountKey, perSecond).reserve();
    if (perRecipientPerSecond) {
      if (this.#recipients.size >= maxRecipientBuckets) for (const [key, b] of this.#recipients) if (b.idle()) this.#recipients.delete(key);
      wait = Math.max(wait, bucket(this.#recipients, `${accountKey}|${recipientKey}`, perRecipientPerSecond).reserve());
    }
    if (wait > 0) await this.#sleep(wait);
  }
}

function bucket(map: Map<string, TokenBucket>, key: string, perSecond: number): TokenBucket {
  let found = map.get(key);
  if (!found) map.set(key, (found = new TokenBucket(perSecond)));
  return found;
}
