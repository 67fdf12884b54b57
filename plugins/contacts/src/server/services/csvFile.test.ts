import { describe, expect, it } from '@jest/globals';
import { AppError } from '@chatmill/sdk';
import { isHeaderRow, readCsv } from './csvFile.ts';

function failure(text: string): string {
  try {
    readCsv(text);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('expected readCsv to fail');
}

describe('readCsv', () => {
  it('reads headers and rows with their line numbers, skipping blank lines', () => {
    const file = readCsv('\uFEFFFirst,Email\r\nAda, ada@example.com \r\n\r\n"Bob\nby",bob@example.com\n,\nCy,cy@example.com');
    expect(file.headers).toEqual(['First', 'Email']);
    expect(file.records).toEqual([
      { line: 2, cells: ['Ada', 'ada@example.com'] },
      { line: 4, cells: ['Bob\nby', 'bob@example.com'] },
      { line: 7, cells: ['Cy', 'cy@example.com'] },
    ]);
  });

  it('answers missing headers for an empty file, an empty header cell, or a first line of data', () => {
    for (const text of ['', '\n\n', 'First,,Email\nAda,x,ada@example.com', 'Ada,ada@example.com\nBob,bob@example.com', 'Ada,+1 415 555 0123']) {
      expect(failure(text)).toBe('Your CSV is Missing Headers');
    }
  });

  it('refuses duplicate columns, broken quoting and UTF-16 text with a message saying what to do', () => {
    expect(failure('Email,email\na@b.co,c@d.co')).toBe('The column "email" appears twice: give every column its own name.');
    expect(failure('Name,Email\n"Ada,ada@example.com\n')).toMatch(/^The CSV file could not be read: Quote Not Closed/);
    expect(failure('N\u0000a\u0000m\u0000e\u0000')).toMatch(/not UTF-8 text/);
  });
});

describe('isHeaderRow', () => {
  it('takes names and refuses emails and phone numbers', () => {
    expect(isHeaderRow(['First Name', 'E-mail', 'Phone (mobile)', 'Tags'])).toBe(true);
    expect(isHeaderRow(['Ada', 'ada@example.com'])).toBe(false);
    expect(isHeaderRow(['Ada', '(415) 555-0123'])).toBe(false);
    expect(isHeaderRow([])).toBe(false);
  });
});
