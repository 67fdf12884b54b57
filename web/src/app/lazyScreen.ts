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

/** A screen whose code can be asked for before it first renders; settles once it is there (or failed). */
export interface Preloadable {
  preload: () => Promise<void>;
}

export function isPreloadable(value: unknown): value is Preloadable {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as Partial<Preloadable>).preload === 'function';
}

type ScreenModule<P> = { default: ComponentType<P> };

/**
 * A route screen loaded on demand. A failed or timed-out import becomes a ChunkLoadError,
 * which the route error screen recognises and offers a reload for. `preload` starts the
 * download early; the render then finds the module already there (or on its way).
 */
export function lazyScreen<P extends object = Record<string, never>>(load: () => Promise<ScreenModule<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: ScreenModule<P> | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // A module already loaded (preloaded for the first screen) is handed over as a thenable that
  // settles at once, which React.lazy uses in the same render. A promise settles a few
  // microtasks later: the screen suspended, and its Suspense showed the loader first.
  const alreadyLoaded = (module: ScreenModule<P>) =>
    ({ then: (resolve: (value: ScreenModule<P>) => void) => resolve(module) }) as unknown as Promise<ScreenModule<P>>;
  return Object.assign(
    lazy(() => (loaded ? alreadyLoaded(loaded) : loadChunk(loadAndKeep))),
    // A failure is left for the render to meet and report.
    {
      preload: () =>
        loadAndKeep().then(
          () => undefined,
          () => undefined,
        ),
    },
  );
}
