import { AppError, type JobsPort, type UsagePort } from '@chatmill/sdk';
import { featureIds, jobNames } from '../../common/ids.ts';
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

  /**
   * Stores the import and enqueues its job in one transaction, so neither exists without the
   * other. Every row takes one use of the contact-list size first (spec 3, 5: imports are
   * limited by the remaining quota); the job gives back what failed or updated a contact.
   */
  async start(body: ImportBody, userId: number, jobs: JobsPort, usage: UsagePort): Promise<number> {
    const { headers, records } = readCsv(body.csv);
    const fields: Record<string, string> = {};
    for (const [field, header] of Object.entries(body.mapping) as Array<[ImportField, string | undefined]>) {
      if (header && !headers.some((h) => h.toLowerCase() === header.toLowerCase())) {
        fields[`mapping.${field}`] = `The file has no column "${header}"; choose one of: ${headers.join(', ')}.`;
      }
    }
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', 'Check the mapping: it names columns the file does not have.', { fields });
    if (body.bookId !== undefined) await new ContactGroups(this.#scope, bookKind).assertExist([body.bookId]);

    await reserveRows(usage, records.length);
    try {
      return await this.#enqueue(body, userId, jobs, records.length);
    } catch (error) {
      await usage.release(featureIds.emailContactListSize, records.length);
      throw error;
    }
  }

  async #enqueue(body: ImportBody, userId: number, jobs: JobsPort, totalRows: number): Promise<number> {
    return this.#scope.transactional(async (tx) => {
      const record = tx.create(ContactImportSchema, {
        userId,
        status: 'queued',
        csv: body.csv,
        mapping: body.mapping,
        bookId: body.bookId ?? null,
        totalRows,
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
      // Imports stored before rows could be kept with a skipped tag list only failed rows.
      errors: record.errors.map((error) => ({ ...error, imported: error.imported ?? false })),
      bookId: record.bookId ?? null,
      message: record.message ?? null,
      createdAt: toIso(record.createdAt),
      finishedAt: record.finishedAt ? toIso(record.finishedAt) : null,
    };
  }
}

/** Takes one use per row, or refuses the whole file with 'Contacts Limit Reached' and the room left. */
async function reserveRows(usage: UsagePort, rows: number): Promise<void> {
  try {
    await usage.reserve(featureIds.emailContactListSize, rows);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'LIMIT_REACHED') throw error;
    const room = (await usage.remaining(featureIds.emailContactListSize)) ?? 0;
    throw new AppError(
      'LIMIT_REACHED',
      `Contacts Limit Reached. The file has ${rows} rows; your package has room for ${room} more contacts. Import fewer rows or upgrade your account.`,
    );
  }
}
