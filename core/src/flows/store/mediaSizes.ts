import type { OutgoingPort } from '@chatmill/sdk';

/** At most this many HEAD requests at once, each given this long: a publish waits for them. */
const concurrency = 4;
const timeoutMs = 5_000;

/**
 * The size in bytes of each media file, from a HEAD request through the outgoing-URL guard (its
 * `Content-Length`), for the publish check of channels that limit media sizes. A file whose size
 * cannot be told (refused, unreachable, no length) is left out: its send fails with the platform's
 * reason if it is too big, and a publish does not hang on somebody else's server.
 */
export async function mediaSizes(outgoing: OutgoingPort, urls: readonly string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const bytes = await contentLength(outgoing, url);
      if (bytes !== null) sizes.set(url, bytes);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return sizes;
}

async function contentLength(outgoing: OutgoingPort, url: string): Promise<number | null> {
  try {
    const answer = await outgoing.fetch(url, { method: 'HEAD', timeoutMs, maxBytes: 0 });
    const length = Number(answer.headers['content-length']);
    return answer.status < 300 && Number.isSafeInteger(length) && length >= 0 ? length : null;
  } catch {
    return null;
  }
}
