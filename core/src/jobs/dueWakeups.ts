/**
 * Wakes a queue's workers in this process when a job it enqueued for later comes due, so that
 * the workers need not poll often to be on time: one timer per queue, armed for the soonest
 * due time still ahead. A wake-up that finds nothing (its transaction rolled back, another
 * worker took the job) costs one fetch.
 */
export class DueWakeups {
  readonly #wake: (queue: string) => void;
  /** Per queue, the due times still ahead (ms since the epoch), soonest first. */
  readonly #due = new Map<string, number[]>();
  readonly #timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  #stopped = false;

  constructor(wake: (queue: string) => void) {
    this.#wake = wake;
  }

  schedule(queue: string, at: number): void {
    if (this.#stopped) return;
    const due = this.#due.get(queue) ?? [];
    due.splice(sortedIndex(due, at), 0, at);
    this.#due.set(queue, due);
    this.#arm(queue);
  }

  stop(): void {
    this.#stopped = true;
    for (const { timer } of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#due.clear();
  }

  #arm(queue: string): void {
    const due = this.#due.get(queue);
    const next = due?.[0];
    const armed = this.#timers.get(queue);
    if (next === undefined || (armed && armed.at <= next)) return;
    if (armed) clearTimeout(armed.timer);
    // A little after, so the job's start_after has passed on the database's clock too.
    const timer = setTimeout(() => this.#fire(queue), Math.max(0, next - Date.now()) + 25);
    // A pending wake-up never keeps the process alive on its own.
    timer.unref();
    this.#timers.set(queue, { at: next, timer });
  }

  #fire(queue: string): void {
    this.#timers.delete(queue);
    const due = this.#due.get(queue) ?? [];
    const now = Date.now();
    while (due.length && due[0]! <= now) due.shift();
    if (!due.length) this.#due.delete(queue);
    this.#wake(queue);
    this.#arm(queue);
  }
}

function sortedIndex(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
