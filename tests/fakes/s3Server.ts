import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible object store: s3rver, which speaks S3's REST wire format (path-style
 * buckets, signature V4 with its fixed S3RVER keys) and keeps objects in a temporary folder.
 * `env()` points the product's file store at it.
 */
export class FakeS3 {
  readonly bucket = 'chatmill-files';
  #server: S3rver | null = null;
  #dir = '';
  #url = '';

  async start(): Promise<this> {
    this.#dir = await mkdtemp(join(tmpdir(), 'fake-s3-'));
    this.#server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: this.#dir, configureBuckets: [{ name: this.bucket }] });
    const { port } = await this.#server.run();
    this.#url = `http://127.0.0.1:${port}`;
    return this;
  }

  env(): Record<string, string> {
    return {
      FILES_DRIVER: 's3',
      S3_ENDPOINT: this.#url,
      S3_BUCKET: this.bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  /** The keys of every object in the bucket, read from s3rver's folder (`<key>._S3rver_object`). */
  async keys(): Promise<string[]> {
    const root = join(this.#dir, this.bucket);
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).replace(/\._S3rver_object$/, ''))
      .sort();
  }

  async stop(): Promise<void> {
    await this.#server?.close();
    await rm(this.#dir, { recursive: true, force: true });
  }
}
