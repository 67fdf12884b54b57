import type { PGlite } from '@electric-sql/pglite';
import { ChangeListeners, changeChannel, parseChange, type ChangeFeed, type TableChange } from './changeFeed.ts';

/**
 * PGlite: one process owns the database, and the instance hands a notification to its listeners
 * as the committing statement returns, so a change is seen before the writer's request answers
 * and no barrier is needed.
 */
export class PgliteChangeFeed implements ChangeFeed {
  readonly live = true;
  readonly #listeners = new ChangeListeners();
  #unlisten: (() => Promise<void>) | null = null;

  static async listen(pglite: PGlite): Promise<PgliteChangeFeed> {
    const feed = new PgliteChangeFeed();
    feed.#unlisten = await pglite.listen(changeChannel, (payload) => {
      const change = parseChange(payload);
      if (change) feed.#listeners.change(change);
    });
    return feed;
  }

  subscribe(listener: (change: TableChange) => void, onReset: () => void): () => void {
    return this.#listeners.add(listener, onReset);
  }

  async barrier(): Promise<void> {}

  async close(): Promise<void> {
    this.#listeners.clear();
    await this.#unlisten?.().catch(() => undefined);
  }
}
