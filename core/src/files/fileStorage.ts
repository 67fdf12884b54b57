import type { Readable } from 'node:stream';

/**
 * Where file contents live: a folder on this machine or an S3-compatible store. Keys are ours
 * (`<accountId>/<fileId>`, see fileNames.ts); contents arrive from a staged file on local disk,
 * whose size is known, so every store gets a plain, resumable-free write.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Moves the staged file at `stagedPath` into the store under `key`; the staged file is gone after. */
  put(key: string, stagedPath: string, size: number, contentType: string): Promise<void>;
  /** The contents, streamed; null when there is no such object. */
  open(key: string): Promise<Readable | null>;
  /** Deletes the object; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
