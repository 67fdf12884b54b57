import { defineEntity, p, type InferEntity } from '@chatmill/sdk';
import type { ImportMapping, ImportRowError, ImportStatus } from '../../common/schemas/imports.ts';

/**
 * A CSV import and its progress. `processed` counts the data rows already written, in the same
 * transaction as the rows themselves: a job delivered twice resumes there instead of importing again.
 */
export const ContactImportSchema = defineEntity({
  name: 'ContactsImport',
  tableName: 'contacts_import',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    userId: p.integer().nullable(),
    status: p.string().$type<ImportStatus>().default('queued'),
    /** The file, kept until the import is done (the job reads it from here, not from its payload). */
    csv: p.text().lazy(),
    mapping: p.json<ImportMapping>(),
    bookId: p.integer().nullable(),
    totalRows: p.integer().default(0),
    processed: p.integer().default(0),
    imported: p.integer().default(0),
    failed: p.integer().default(0),
    errors: p.json<ImportRowError[]>(),
    message: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    finishedAt: p.datetime().nullable(),
  },
});
export type ContactImport = InferEntity<typeof ContactImportSchema>;
