import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec 9: a script chunk that has not loaded after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec 8: a screen's code could not be loaded (deploy replaced it, network dropped). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A route screen loaded on demand. A failed or timed-out import becomes a ChunkLoadError,
 * which the route error screen recognises and offers a reload for.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    try {
      return await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  });
}
