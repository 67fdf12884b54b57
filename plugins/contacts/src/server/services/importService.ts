import { AppError, type JobsPort } from '@chatmill/sdk';
import { jobNames } from '../../common/ids.ts';
import { previewSampleRows } from '../../common/limits.ts';
import type { ImportBody, ImportField, ImportPreview, ImportView } from '../../common/schemas/imports.ts';
import { ContactImportSchema } from '../entities/ContactImport.ts';
import type { AccountScope } from './accountScope.ts';
import { bookKind, ContactGroups } from './contactGroups.ts';
import { readCsv } from './csvFile.ts';
import { toIso } from './sqlText.ts';

/** What the import job gets: the import to run and whose it is (the job has no session). */
export interface ImportJobData {
  importId: number;
  accountId: number;
}

/** Checks an uploaded file, starts its import as a background job, and reports progress. */
export class ImportService {
  readonly #scope: AccountScope;

  constructor(scope: AccountScope) {
    this.#scope = scope;
  }

  preview(csv: string): ImportPreview {
    const { headers, records } = readCsv(csv);
    const sampleRows = records.slice(0, previewSampleRows).map(({ cells }) => headers.map((_, i) => cells[i] ?? ''));
    return { headers, sampleRows, rowCount: records.length };
  }

  /** Stores the import and enqueues its job in one transaction, so neither exists without the other. */
  async start(body: ImportBody, userId: number, jobs: JobsPort): Promise<number> {
    const { headers, records } = readCsv(body.csv);
    const fields: Record<string, string> = {};
    for (const [field, header] of Object.entries(body.mapping) as Array<[ImportField, string | undefined]>) {
      if (header && !headers.some((h) => h.toLowerCase() === header.toLowerCase())) {
        fields[`mapping.${field}`] = `The file has no column "${header}"; choose one of: ${headers.join(', ')}.`;
      }
    }
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', 'Check the mapping: it names columns the file does not have.', { fields });
    if (body.bookId !== undefined) await new ContactGroups(this.#scope, bookKind).assertExist([body.bookId]);

    return this.#scope.transactional(async (tx) => {
      const record = tx.create(ContactImportSchema, {
        userId,
        status: 'queued',
        csv: body.csv,
        mapping: body.mapping,
        bookId: body.bookId ?? null,
        totalRows: records.length,
        errors: [],
      });
      await tx.flush();
      await tx.enqueue<ImportJobData>(jobs, jobNames.import, { importId: record.id, accountId: this.#scope.accountId });
      return record.id;
    });
  }

  async get(id: number): Promise<ImportView> {
    const record = await this.#scope.findOne(ContactImportSchema, { id });
    if (!record) throw new AppError('NOT_FOUND', `There is no import ${id}.`);
    return {
      id: record.id,
      status: record.status,
      totalRows: record.totalRows,
      processed: record.processed,
      imported: record.imported,
      failed: record.failed,
      errors: record.errors,
      bookId: record.bookId ?? null,
      message: record.message ?? null,
      createdAt: toIso(record.createdAt),
      finishedAt: record.finishedAt ? toIso(record.finishedAt) : null,
    };
  }
}
