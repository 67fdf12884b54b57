interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the items added while a batch is on its way and sends them together: one statement
 * for many callers instead of one each (realtime notifications, delivery receipts). One batch is
 * in flight at a time, in the order items were added; the items added in the same turn of the
 * event loop as the first go with it. Each caller gets its own item's result, or the batch's
 * error.
 */
export class InFlightBatcher<T, R> {
  readonly #send: (items: T[]) => Promise<R[]>;
  #waiting: Waiting<T, R>[] = [];
  #sending = false;

  /** `send` answers one result per item, in their order. */
  constructor(send: (items: T[]) => Promise<R[]>) {
    this.#send = send;
  }

  add(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      if (!this.#sending) {
        this.#sending = true;
        setImmediate(() => void this.#flush());
      }
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#waiting;
    this.#waiting = [];
    try {
      const results = await this.#send(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
    if (this.#waiting.length > 0) void this.#flush();
    else this.#sending = false;
  }
}
