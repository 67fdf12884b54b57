import { describe, expect, it } from '@jest/globals';
import type { ChangeFeed, TableChange } from './changeFeed.ts';
import { FeedCache } from './feedCache.ts';

/** A feed the test speaks for. */
function testFeed() {
  const listeners: Array<{ change: (c: TableChange) => void; reset: () => void }> = [];
  const feed = {
    live: true,
    subscribe: (change: (c: TableChange) => void, reset: () => void) => {
      listeners.push({ change, reset });
      return () => undefined;
    },
    barrier: async () => undefined,
    close: async () => undefined,
  };
  return {
    feed: feed as ChangeFeed & { live: boolean },
    say: (change: TableChange) => listeners.forEach((l) => l.change(change)),
    reset: () => listeners.forEach((l) => l.reset()),
  };
}

const byBrand = (change: TableChange, cache: FeedCache<string, string>) => {
  if (change.table === 'brand') cache.delete(change.key);
};

describe('a cache kept by the change feed', () => {
  it('reads once, then answers from memory until the row changes', async () => {
    const { feed, say } = testFeed();
    const cache = new FeedCache(feed, 10, byBrand);
    let reads = 0;
    const load = async () => `brand read ${++reads}`;
    expect(await cache.read('7', load)).toBe('brand read 1');
    expect(await cache.read('7', load)).toBe('brand read 1');
    say({ table: 'brand', key: '8' });
    expect(await cache.read('7', load)).toBe('brand read 1');
    say({ table: 'brand', key: '7' });
    expect(await cache.read('7', load)).toBe('brand read 2');
  });

  it('does not keep a value read while a change arrived: the read may have seen the old row', async () => {
    const { feed, say } = testFeed();
    const cache = new FeedCache(feed, 10, byBrand);
    const stale = await cache.read('7', async () => {
      say({ table: 'brand', key: '7' });
      return 'old';
    });
    expect(stale).toBe('old');
    expect(await cache.read('7', async () => 'new')).toBe('new');
  });

  it('never answers while the feed is not live, and starts empty after a reset', async () => {
    const { feed, reset } = testFeed();
    const cache = new FeedCache(feed, 10, byBrand);
    await cache.read('7', async () => 'first');
    feed.live = false;
    expect(await cache.read('7', async () => 'from the database')).toBe('from the database');
    feed.live = true;
    reset();
    expect(cache.size).toBe(0);
    expect(await cache.read('7', async () => 'read again')).toBe('read again');
  });

  it('keeps at most its bound, dropping the least recently used, and no misses', async () => {
    const { feed } = testFeed();
    const cache = new FeedCache<string, string>(feed, 3, byBrand);
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    await cache.read('a', async () => 'reread');
    await cache.read('d', async () => 'd');
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('a');
    expect(await cache.read('nobody', async () => null)).toBeNull();
    expect(cache.size).toBe(3);
  });
});
