import { describe, expect, it } from '@jest/globals';
import { AppError } from '@chatmill/sdk';
import { columnNameTooLong, holdsEmailLike, isHeaderRow, readCsv } from './csvFile.ts';

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

describe('a first line with a cell longer than a column name', () => {
  it('is refused by the length cap, before any pattern reads it', () => {
    expect(columnNameTooLong).toBe(
      'The first line must name the columns, and a column name has at most 200 characters: put a header row such as "First name,Email,Phone" first.',
    );
    expect(failure(`${'a'.repeat(120_000)},Email\nAda,ada@example.com`)).toBe(columnNameTooLong);
    expect(failure(`Name,${'a@'.repeat(2048)}\nAda,ada@example.com`)).toBe(columnNameTooLong);
    expect(readCsv(`Name,${'E'.repeat(200)}\nAda,ada@example.com`).headers).toEqual(['Name', 'E'.repeat(200)]);
  });
});

describe('holdsEmailLike', () => {
  it('says what /\\S+@\\S+\\.\\S+/ said, on every kind of cell', () => {
    const old = /\S+@\S+\.\S+/;
    const cells = [
      'ada@example.com',
      'x ada@example.com y',
      '@a.b',
      'a@.b',
      'a@b.',
      'a@b.c',
      'a@@.b',
      '@@a.b',
      'a@b@c.d',
      'a@b c.d',
      'a @b.c',
      'a@bc',
      'Email',
      'E-mail',
      'a.b@c',
      'a@b..',
      'a@b.c.',
      '.@..',
      '',
      ' ',
      'a@\tb.c',
      'ü@ö.ä',
      'a@b\n.c',
    ];
    for (const cell of cells) expect([cell, holdsEmailLike(cell)]).toEqual([cell, old.test(cell)]);
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
