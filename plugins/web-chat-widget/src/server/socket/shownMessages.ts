import type { WireMessage } from '../../common/protocol.ts';
import type { TranscriptNotice } from '../services/transcript.ts';

/** Ids kept one by one; older ones fall under the floor. */
const maxKept = 200;

/**
 * Which of the visitor's messages a socket has shown. Not just the highest id: ids are taken
 * when a message is inserted, not when it commits, so a message whose transaction took longer
 * (the visitor spoke while the bot's answer was being sent) can arrive after a later one, and
 * must still be shown.
 */
export class ShownMessages {
  /** Every message at or below it counts as shown (the history given at connect). */
  #floor: number;
  readonly #ids = new Set<number>();
  readonly #order: number[] = [];

  constructor(floor: number) {
    this.#floor = floor;
  }

  has(id: number): boolean {
    return id <= this.#floor || this.#ids.has(id);
  }

  add(id: number): void {
    if (this.has(id)) return;
    this.#ids.add(id);
    this.#order.push(id);
    if (this.#order.length > maxKept) {
      const dropped = this.#order.shift()!;
      this.#ids.delete(dropped);
      this.#floor = Math.max(this.#floor, dropped);
    }
  }

  /**
   * What a notice brings that is new, when it alone can tell: it carries its message and that
   * message follows one already shown. Null when the transcript must be read (a message too big
   * for a notice, or one before it not shown: its notice is late, or was lost).
   */
  fromNotice(notice: TranscriptNotice): WireMessage[] | null {
    const { message, previousId } = notice;
    if (!message || (previousId != null && !this.has(previousId))) return null;
    return this.has(message.id) ? [] : [message];
  }

  /** Of the transcript's latest messages (oldest first), those not shown yet. */
  unseen(latest: readonly WireMessage[]): WireMessage[] {
    return latest.filter((message) => !this.has(message.id));
  }
}
