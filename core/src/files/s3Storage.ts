import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './fileStorage.ts';

export interface S3StoreSettings {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** Files in an S3-compatible object store, through AWS's own client (PutObject, GetObject, HeadObject, DeleteObject). */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3StoreSettings) {
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // The SDK's default since 2025 streams uploads as `aws-chunked` with a trailing checksum,
      // which many S3-compatible stores keep as part of the object; send plain bodies instead.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      // Without keys the SDK's own chain applies (environment, instance role).
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, stagedPath: string, size: number, contentType: string): Promise<void> {
    try {
      await this.#client.send(
        new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: createReadStream(stagedPath), ContentLength: size, ContentType: contentType }),
      );
    } finally {
      await unlink(stagedPath).catch(() => undefined);
    }
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      const body = answer.Body;
      if (!body) return null;
      return body instanceof Readable ? body : Readable.fromWeb((body as { transformToWebStream(): ReadableStream }).transformToWebStream() as never);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.#client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}
