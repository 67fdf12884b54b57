import { InFlightBatcher } from '../db/inFlightBatcher.ts';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const maxPayloadBytes = 7_999;

/**
 * Gathers the events published while a NOTIFY is on its way and sends them together: one
 * statement, one transaction, as few notifications as the payload limit allows (each a JSON
 * array of events). Under the 50-conversation bench every widget message was a NOTIFY of its
 * own, two round trips and two commits per reply; now a burst of them costs one. One send is in
 * flight at a time, so events reach listeners in the order this process published them.
 */
export class NotifyBatcher {
  readonly #batcher: InFlightBatcher<string, void>;

  /** `send` notifies once per payload, in order, in one statement. */
  constructor(send: (payloads: string[]) => Promise<void>) {
    this.#batcher = new InFlightBatcher<string, void>(async (events) => {
      await send(payloadsOf(events));
      return events.map(() => undefined);
    });
  }

  /** Resolves once the event's notification is sent; rejects if its batch could not be. */
  publish(event: unknown): Promise<void> {
    const json = JSON.stringify(event);
    // Alone in its array it must still fit: refused here, it takes no other event down with it.
    if (Buffer.byteLength(json) + 2 > maxPayloadBytes) {
      return Promise.reject(
        new Error(
          `A realtime event of ${Buffer.byteLength(json)} bytes is over PostgreSQL's NOTIFY limit of ${maxPayloadBytes}; send ids and let the browser fetch the rest.`,
        ),
      );
    }
    return this.#batcher.add(json);
  }
}

/** JSON arrays of the events, in order, each within the payload limit. */
export function payloadsOf(events: string[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let bytes = 2;
  for (const json of events) {
    const size = Buffer.byteLength(json) + 1;
    if (current.length > 0 && bytes + size > maxPayloadBytes) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      bytes = 2;
    }
    current.push(json);
    bytes += size;
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`);
  return payloads;
}
