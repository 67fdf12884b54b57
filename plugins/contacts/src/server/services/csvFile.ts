import { AppError } from '@chatmill/sdk';
import { CsvError, parse } from 'csv-parse/sync';
import { messages } from '../../common/messages.ts';
import { maxColumnNameLength } from '../../common/limits.ts';
import { normalisePhone } from '../../common/phone.ts';

/** A data row of a CSV file and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvFile {
  headers: string[];
  records: CsvRecord[];
}

/**
 * Reads an uploaded contacts file. The first line must be a header row, since the user maps
 * columns by their names: a missing header cell, or a first line that holds an email address
 * or a phone number (data, not names) answers the spec's 'Your CSV is Missing Headers'.
 */
export function readCsv(text: string): CsvFile {
  // Spreadsheets saved as UTF-16 arrive full of NULs, which PostgreSQL cannot store anyway.
  if (text.includes('\u0000')) throw unreadable('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again.');
  // A lone UTF-16 surrogate cannot be stored either; it becomes the replacement character.
  // Line endings become \n: the parser takes the first line's ending for all, and files get edited on mixed systems.
  const clean = text.replace(/\p{Cs}/gu, '\uFFFD').replace(/\r\n?/g, '\n');
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    parsed = parse(clean, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as never;
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(`The CSV file could not be read: ${error.message}.`);
    throw error;
  }
  const [first, ...rest] = parsed;
  // Before isHeaderRow looks at the cells: no pattern ever runs on a cell longer than a name.
  if (first?.record.some((cell) => cell.length > maxColumnNameLength)) throw unreadable(columnNameTooLong);
  if (!first || !isHeaderRow(first.record)) throw new AppError('UNPROCESSABLE', messages.missingHeaders);
  const headers = first.record;
  const seen = new Set<string>();
  for (const header of headers) {
    if (seen.has(header.toLowerCase())) throw unreadable(`The column "${header}" appears twice: give every column its own name.`);
    seen.add(header.toLowerCase());
  }
  const records = rest
    .filter(({ record }) => record.some((cell) => cell !== ''))
    .map(({ record, info }) => ({ line: info.lines - newlinesIn(record), cells: record }));
  return { headers, records };
}

/** A header row names every column, and names are not email addresses or phone numbers. */
export function isHeaderRow(cells: readonly string[]): boolean {
  if (!cells.length) return false;
  return cells.every((cell) => cell.trim() !== '' && !holdsEmailLike(cell) && !looksLikePhone(cell));
}

export const columnNameTooLong = `The first line must name the columns, and a column name has at most ${maxColumnNameLength} characters: put a header row such as "First name,Email,Phone" first.`;

/**
 * Whether a cell holds something shaped like an address: a run without spaces with an @ after
 * its first character and a dot at least two characters after that @, not last; what
 * /\S+@\S+\.\S+/ matches. That pattern backtracked with the cube of the cell's length (a 4 KB
 * cell of "a@a@a@..." held the event loop for 6 s); these scans read each character a fixed number
 * of times, whatever the cell.
 */
export function holdsEmailLike(cell: string): boolean {
  return cell.split(/\s+/).some((run) => {
    const at = run.indexOf('@', 1);
    return at !== -1 && run.lastIndexOf('.', run.length - 2) > at + 1;
  });
}

/** Seven digits or more with only phone punctuation, or anything that is a valid phone number (both linear: a character class, and normalisePhone's). */
function looksLikePhone(cell: string): boolean {
  return (/^[\d\s+\-.()]+$/.test(cell) && cell.replace(/\D/g, '').length >= 7) || normalisePhone(cell).ok;
}

/** info.lines is where a record ends; a quoted cell may span lines, and the error should name the first. */
function newlinesIn(cells: readonly string[]): number {
  return cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
}

function unreadable(message: string): AppError {
  return new AppError('UNPROCESSABLE', message);
}
