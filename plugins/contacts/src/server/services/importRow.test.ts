import { describe, expect, it } from '@jest/globals';
import { columnIndexes, splitTags, validateImportRow } from './importRow.ts';

const headers = ['First', 'Last', 'Email', 'Phone', 'Status', 'Tags'];
const columns = columnIndexes(headers, { firstName: 'first', lastName: 'Last', email: 'Email', phone: 'Phone', status: 'Status', tags: 'Tags' });
const tags = new Map([
  ['vip', 1],
  ['newsletter', 2],
]);

describe('validateImportRow', () => {
  it('normalises a good row and finds its tags whatever their case', () => {
    expect(validateImportRow(['Ada', 'Lovelace', ' ADA@Example.com', '+1 415-555-0123', 'bounced', 'VIP; newsletter|vip'], columns, tags)).toEqual({
      ok: true,
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+14155550123', status: 'Bounced', tagIds: [1, 2] },
      skippedTags: [],
    });
  });

  it('keeps a row with only a phone, and leaves unmapped or empty fields empty', () => {
    const phoneOnly = columnIndexes(headers, { phone: 'Phone' });
    expect(validateImportRow(['', '', '', '+639171234567'], phoneOnly, tags)).toEqual({
      ok: true,
      contact: { firstName: '', lastName: '', email: null, phone: '+639171234567', status: null, tagIds: [] },
      skippedTags: [],
    });
  });

  it('fails a row with a clear message for each kind of mistake', () => {
    const row = (overrides: Partial<Record<number, string>>) => headers.map((_, i) => overrides[i] ?? ['Ada', 'L', 'ada@example.com', '', '', ''][i]!);
    expect(validateImportRow(row({ 2: 'ada@' }), columns, tags)).toEqual({ ok: false, message: '"ada@" is not a valid email address.' });
    expect(validateImportRow(row({ 3: '555-0123' }), columns, tags)).toMatchObject({ ok: false, message: expect.stringContaining('no country code') });
    expect(validateImportRow(row({ 2: '' }), columns, tags)).toMatchObject({
      ok: false,
      message: expect.stringContaining('neither an email address nor a phone number'),
    });
    expect(validateImportRow(row({ 4: 'Gone' }), columns, tags)).toEqual({
      ok: false,
      message: '"Gone" is not a contact status: use Active, Unsubscribed, Good, Bounced, Complaint.',
    });
    expect(validateImportRow(row({ 0: 'x'.repeat(121) }), columns, tags)).toEqual({ ok: false, message: 'The first name has more than 120 characters.' });
  });

  it('refuses a 120,000-character email or phone cell by its length, without echoing it', () => {
    const row = (overrides: Partial<Record<number, string>>) => headers.map((_, i) => overrides[i] ?? ['Ada', 'L', 'ada@example.com', '', '', ''][i]!);
    expect(validateImportRow(row({ 2: 'a@'.repeat(60_000) }), columns, tags)).toEqual({
      ok: false,
      message: 'The email address has more than 254 characters.',
    });
    expect(validateImportRow(row({ 3: '+1'.repeat(60_000) }), columns, tags)).toEqual({
      ok: false,
      message: 'A phone number has at most 50 characters. Use the international format with the country code, e.g. +14155550123.',
    });
  });
});

describe('a tag the account does not have', () => {
  it('keeps the row with the tags that exist and names the ones skipped', () => {
    expect(validateImportRow(['Ada', 'L', 'ada@example.com', '', '', 'vip;Customers|Leads'], columns, tags)).toEqual({
      ok: true,
      contact: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', phone: null, status: null, tagIds: [1] },
      skippedTags: ['Customers', 'Leads'],
    });
  });
});

describe('splitTags', () => {
  it('splits on ; and |, trims and drops empties and repeats', () => {
    expect(splitTags(' a ;b|| a ;')).toEqual(['a', 'b']);
    expect(splitTags('')).toEqual([]);
  });
});
