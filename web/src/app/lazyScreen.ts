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

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
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

/** Loads a chunk, turning a failure or a time-out into a ChunkLoadError (spec 8, 9). */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
  } catch (error) {
    throw new ChunkLoadError(error);
  }
}

/** A screen whose code can be asked for before it first renders. */
export interface Preloadable {
  preload: () => void;
}

export function isPreloadable(value: unknown): value is Preloadable {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as Partial<Preloadable>).preload === 'function';
}

/**
 * A route screen loaded on demand. A failed or timed-out import becomes a ChunkLoadError,
 * which the route error screen recognises and offers a reload for. `preload` starts the
 * download early; the render then finds the module already there (or on its way).
 */
export function lazyScreen<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return Object.assign(
    lazy(() => loadChunk(load)),
    // A failure is left for the render to meet and report.
    { preload: () => void load().catch(() => undefined) },
  );
}
