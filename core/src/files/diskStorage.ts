import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './fileStorage.ts';
import { storageKeyPattern } from './fileNames.ts';

/** Files in a folder on this machine: `<root>/<accountId>/<fileId>`. */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk';
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  async put(key: string, stagedPath: string): Promise<void> {
    const target = this.#path(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(stagedPath, target);
    } catch (error) {
      // The staging folder on another file system: copy, then drop the staged file.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(stagedPath, target);
      await unlink(stagedPath);
    }
  }

  async open(key: string): Promise<Readable | null> {
    const path = this.#path(key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.#path(key))).isFile();
    } catch {
      return false;
    }
  }

  /** A key is checked again here: nothing but our own key shape ever becomes a path. */
  #path(key: string): string {
    if (!storageKeyPattern.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return join(this.#root, key);
  }
}
