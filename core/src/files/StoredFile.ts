import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FileVisibility, UploadType } from '@chatmill/sdk';

/**
 * An uploaded file: whose it is, where the store keeps it (a key we made), what it is (sniffed
 * from its content) and the name it came with, kept only to name its download.
 */
export const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_file',
  properties: {
    id: p.string().primary(),
    accountId: p.integer(),
    storageKey: p.string(),
    size: p.bigint('number'),
    contentType: p.string().$type<UploadType>(),
    originalName: p.string(),
    visibility: p.string().$type<FileVisibility>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StoredFile = InferEntity<typeof StoredFileSchema>;

/** An account's stored bytes and file count, counted before each upload (see StorageQuota). */
export const AccountFileUsageSchema = defineEntity({
  name: 'AccountFileUsage',
  tableName: 'account_file_usage',
  properties: {
    accountId: p.integer().primary(),
    bytes: p.bigint('number').default(0),
    files: p.integer().default(0),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type AccountFileUsage = InferEntity<typeof AccountFileUsageSchema>;
