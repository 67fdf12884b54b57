import { audienceTables } from '@chatmill/sdk';
import { maxImportErrorsKept } from '../../common/limits.ts';
import type { ImportMapping, ImportRowError } from '../../common/schemas/imports.ts';
import type { JobUsagePort } from '@chatmill/sdk';
import { featureIds } from '../../common/ids.ts';
import { messages } from '../../common/messages.ts';
import type { AccountScope } from './accountScope.ts';
import { readCsv, type CsvRecord } from './csvFile.ts';
import { columnIndexes, validateImportRow, type ColumnIndexes, type ImportedContact } from './importRow.ts';
import { ImportWriter } from './importWriter.ts';
import { toInt } from './sqlText.ts';

/** Rows written per transaction: large enough for few round trips, small enough to keep locks short. */
export const importChunkSize = 1000;

interface ImportState {
  status: string;
  processed: number;
  book_id: number | null;
  kept_errors: number;
}

/**
 * Runs an import from its stored file. Each chunk commits together with the progress counter
 * that says it is done, so a job delivered twice (pg-boss delivers at least once), retried after
 * a crash, or run twice at once (the row lock orders them) never writes a row twice.
 */
export class ImportRunner {
  readonly #scope: AccountScope;
  readonly #usage: JobUsagePort;

  constructor(scope: AccountScope, usage: JobUsagePort) {
    this.#scope = scope;
    this.#usage = usage;
  }

  async run(importId: number): Promise<void> {
    const stored = await this.#scope.queryOne<{ status: string; csv: string; mapping: ImportMapping | string }>(
      'select status, csv, mapping from contacts_import where id = :id and account_id = :accountId',
      { id: importId },
    );
    if (!stored || stored.status === 'done') return;
    const file = readCsv(stored.csv);
    const mapping = typeof stored.mapping === 'string' ? (JSON.parse(stored.mapping) as ImportMapping) : stored.mapping;
    const columns = columnIndexes(file.headers, mapping);
    try {
      while (!(await this.#scope.transactional((tx) => this.#step(tx, importId, file.records, columns)))) {
        // next chunk
      }
    } catch (error) {
      await this.#scope.query(
        `update contacts_import set status = 'failed', message = :message, updated_at = now() where id = :id and account_id = :accountId`,
        { id: importId, message: 'The import stopped on an unexpected error. It is retried, and resumes after the rows already imported.' },
      );
      throw error;
    }
  }

  /** Writes the next chunk; true when nothing is left. */
  async #step(tx: AccountScope, importId: number, records: readonly CsvRecord[], columns: ColumnIndexes): Promise<boolean> {
    const state = await tx.queryOne<ImportState>(
      `select status, processed, book_id, jsonb_array_length(errors) as kept_errors from contacts_import
       where id = :id and account_id = :accountId for update`,
      { id: importId },
    );
    if (!state || state.status === 'done') return true;
    const start = toInt(state.processed);
    const chunk = records.slice(start, start + importChunkSize);
    const tags = await this.#tagIds(tx);
    const good: ImportedContact[] = [];
    const failed: ImportRowError[] = [];
    // Failed rows and rows imported without some of their tags, in the file's order.
    const problems: ImportRowError[] = [];
    for (const record of chunk) {
      const result = validateImportRow(record.cells, columns, tags);
      if (result.ok) {
        good.push(result.contact);
        if (result.skippedTags.length) problems.push({ line: record.line, message: messages.tagsSkipped(result.skippedTags), imported: true });
      } else {
        const error = { line: record.line, message: result.message, imported: false };
        failed.push(error);
        problems.push(error);
      }
    }
    const created = good.length ? (await new ImportWriter(tx).write(good, state.book_id === null ? null : toInt(state.book_id))).created : 0;
    // The import reserved one use of the list size per row; rows that failed or updated a
    // contact give theirs back, in this chunk's transaction (so a retried chunk never does twice).
    await tx.releaseUsage(this.#usage, featureIds.emailContactListSize, chunk.length - created);

    const processed = start + chunk.length;
    const finished = processed >= records.length;
    const room = Math.max(0, maxImportErrorsKept - toInt(state.kept_errors));
    await tx.query(
      `update contacts_import set
         status = :status, processed = :processed, total_rows = :total,
         imported = imported + :imported, failed = failed + :failed,
         errors = errors || :errors::jsonb, message = null, updated_at = now(),
         finished_at = case when :finished then now() else null end,
         csv = case when :finished then '' else csv end
       where id = :id and account_id = :accountId`,
      {
        id: importId,
        status: finished ? 'done' : 'running',
        processed,
        total: records.length,
        imported: good.length,
        failed: failed.length,
        errors: JSON.stringify(problems.slice(0, room)),
        finished,
      },
    );
    return finished;
  }

  /** The account's tags by lower-case name, read per chunk so a tag made meanwhile counts. */
  async #tagIds(tx: AccountScope): Promise<Map<string, number>> {
    const rows = await tx.query<{ id: number; group_name: string }>(`select id, group_name from ${audienceTables.tag} where account_id = :accountId`, {});
    return new Map(rows.map((row) => [row.group_name.toLowerCase(), toInt(row.id)]));
  }
}
