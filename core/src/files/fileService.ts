import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/sql';
import type { FilesPort, FileVisibility, ReceivedUpload, StoredFileView, UploadRule, UploadType } from '@chatmill/sdk';
import type { Settings } from '../config/schema.ts';
import type { Logger } from '../logger.ts';
import { DiskStorage } from './diskStorage.ts';
import { newFileId, storageKey } from './fileNames.ts';
import type { FileStorage } from './fileStorage.ts';
import { S3Storage } from './s3Storage.ts';
import { fileSigningKey } from './signingKey.ts';
import { StorageQuota } from './storageQuota.ts';
import { multipartOverheadBytes, receiveUpload, tooLarge } from './uploadReceiver.ts';
import { UrlSigner, type SignatureCheck } from './urlSigner.ts';

/** A file's row, as the server reads it to serve or delete it. */
export interface StoredFileRow {
  id: string;
  accountId: number;
  storageKey: string;
  size: number;
  contentType: UploadType;
  originalName: string;
  visibility: FileVisibility;
  createdAt: Date;
}

interface FileRowRecord {
  id: string;
  account_id: number;
  storage_key: string;
  size: string | number;
  content_type: UploadType;
  original_name: string;
  visibility: FileVisibility;
  created_at: Date | string;
}

const columns = `"id", "account_id", "storage_key", "size", "content_type", "original_name", "visibility", "created_at"`;

/**
 * The one service for uploaded files: takes an upload (counted first, streamed to a staging
 * file with its type sniffed and its size capped, then moved to the store and recorded), finds,
 * signs and deletes files. Rows and the account's count live in the database; contents in the
 * store (disk or S3), under keys we make.
 */
export class FileService {
  readonly storage: FileStorage;
  readonly #quota: StorageQuota;
  readonly #signer: UrlSigner;
  readonly #stagingDir: string;
  readonly #signedUrlSeconds: number;
  readonly #logger: Logger;

  constructor(parts: { storage: FileStorage; quota: StorageQuota; signer: UrlSigner; stagingDir: string; signedUrlSeconds: number; logger: Logger }) {
    this.storage = parts.storage;
    this.#quota = parts.quota;
    this.#signer = parts.signer;
    this.#stagingDir = parts.stagingDir;
    this.#signedUrlSeconds = parts.signedUrlSeconds;
    this.#logger = parts.logger;
  }

  /** The store the settings name, the quota and the signing key (made once and kept in the database when not configured). */
  static async create(settings: Settings, em: EntityManager, logger: Logger): Promise<FileService> {
    const dir = resolve(settings.files.dir ?? (settings.dataDir.startsWith('memory://') ? join(tmpdir(), 'chatmill-files') : join(settings.dataDir, 'files')));
    const storage: FileStorage = settings.files.driver === 's3' ? new S3Storage(settings.files.s3!) : new DiskStorage(dir);
    return new FileService({
      storage,
      quota: new StorageQuota(settings.files.accountQuotaBytes),
      signer: new UrlSigner(await fileSigningKey(em, settings.files.signingKey)),
      // On the disk store's own file system, so a finished upload is moved, not copied.
      stagingDir: join(dir, '.incoming'),
      signedUrlSeconds: settings.files.signedUrlSeconds,
      logger,
    });
  }

  /**
   * Takes the one file of an upload request for the account. The largest size it may have (the
   * request's declared length, at most `maxBytes`) is counted before a byte is read; once stored,
   * the count shrinks to the file's real size. Any failure leaves nothing stored and the count as it was.
   */
  async receive(em: EntityManager, req: IncomingMessage, accountId: number, rule: UploadRule): Promise<ReceivedUpload> {
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    if (Number.isFinite(declared) && declared > rule.maxBytes + multipartOverheadBytes) {
      req.resume();
      throw tooLarge(rule);
    }
    const reserved = Number.isFinite(declared) ? Math.min(declared, rule.maxBytes) : rule.maxBytes;
    try {
      await this.#quota.reserve(em, accountId, reserved);
    } catch (error) {
      req.resume();
      throw error;
    }
    const id = newFileId();
    const key = storageKey(accountId, id);
    let stagedPath: string | null = null;
    let stored = false;
    try {
      const staged = await receiveUpload(req, rule, this.#stagingDir);
      stagedPath = staged.path;
      await this.storage.put(key, staged.path, staged.size, staged.contentType);
      stored = true;
      const [row] = await em.execute<FileRowRecord[]>(
        `insert into "stored_file" ("id", "account_id", "storage_key", "size", "content_type", "original_name", "visibility") values (?, ?, ?, ?, ?, ?, ?) returning ${columns}`,
        [id, accountId, key, staged.size, staged.contentType, staged.originalName, rule.visibility],
      );
      await this.#quota.release(em, accountId, reserved - staged.size, 0);
      return { file: this.view(toRow(row!)), fields: staged.fields };
    } catch (error) {
      if (stagedPath) await rm(stagedPath, { force: true });
      if (stored)
        await this.storage
          .remove(key)
          .catch((removeError: unknown) => this.#logger.error('could not delete an unrecorded upload', { key, error: removeError }));
      await this.#quota.release(em, accountId, reserved, 1);
      throw error;
    }
  }

  /** The file as routes show it; a private file's URL is a fresh signed link. */
  view(row: StoredFileRow, expiresInSeconds = this.#signedUrlSeconds): StoredFileView {
    return {
      id: row.id,
      url: row.visibility === 'public' ? `/files/${row.id}` : this.#signer.signedPath(row.id, expiresInSeconds),
      size: row.size,
      contentType: row.contentType,
      originalName: row.originalName,
      visibility: row.visibility,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Any account's file, by id: for serving, where the link (public, or signed) is the permission. */
  async byId(em: EntityManager, fileId: string): Promise<StoredFileRow | null> {
    if (!/^[A-Za-z0-9_-]{22}$/.test(fileId)) return null;
    const [row] = await em.execute<FileRowRecord[]>(`select ${columns} from "stored_file" where "id" = ?`, [fileId]);
    return row ? toRow(row) : null;
  }

  /** The account's own file, or null (another account's file is not found). */
  async ofAccount(em: EntityManager, accountId: number, fileId: string): Promise<StoredFileRow | null> {
    const row = await this.byId(em, fileId);
    return row && row.accountId === accountId ? row : null;
  }

  async list(em: EntityManager, accountId: number, limit = 100): Promise<StoredFileRow[]> {
    const rows = await em.execute<FileRowRecord[]>(`select ${columns} from "stored_file" where "account_id" = ? order by "created_at" desc, "id" limit ?`, [
      accountId,
      limit,
    ]);
    return rows.map(toRow);
  }

  /** Deletes the account's file: the row first (one delete wins a race), then its bytes are given back and the contents removed. */
  async remove(em: EntityManager, accountId: number, fileId: string): Promise<boolean> {
    const [row] = await em.execute<{ size: string | number; storage_key: string }[]>(
      `delete from "stored_file" where "id" = ? and "account_id" = ? returning "size", "storage_key"`,
      [fileId, accountId],
    );
    if (!row) return false;
    await this.#quota.release(em, accountId, Number(row.size), 1);
    await this.storage
      .remove(row.storage_key)
      .catch((error: unknown) => this.#logger.error('could not delete a file from the store', { key: row.storage_key, error }));
    return true;
  }

  usage(em: EntityManager, accountId: number) {
    return this.#quota.usage(em, accountId);
  }

  checkSignature(fileId: string, expires: string | undefined, sig: string | undefined): SignatureCheck {
    return this.#signer.check(fileId, expires, sig);
  }

  open(row: StoredFileRow): Promise<Readable | null> {
    return this.storage.open(row.storageKey);
  }

  /** The request account's files, for handlers (`ctx.files`); `account` throws UNAUTHENTICATED without a session. */
  port(em: EntityManager, account: () => number): FilesPort {
    return {
      get: async (fileId) => {
        const row = await this.ofAccount(em, account(), fileId);
        return row ? this.view(row) : null;
      },
      signedUrl: async (fileId, expiresInSeconds) => {
        const row = await this.ofAccount(em, account(), fileId);
        return row ? this.#signer.signedPath(row.id, expiresInSeconds ?? this.#signedUrlSeconds) : null;
      },
      remove: (fileId) => this.remove(em, account(), fileId),
    };
  }

  close(): void {
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}

function toRow(row: FileRowRecord): StoredFileRow {
  return {
    id: row.id,
    accountId: Number(row.account_id),
    storageKey: row.storage_key,
    size: Number(row.size),
    contentType: row.content_type,
    originalName: row.original_name,
    visibility: row.visibility,
    createdAt: new Date(row.created_at),
  };
}
