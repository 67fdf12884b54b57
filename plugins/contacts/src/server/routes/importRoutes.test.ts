import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestPlatform } from '../../../../../tests/support/testPlatform.ts';
import { csvOf, signUpOwner, startContactsPlatform, type ContactsApi } from '../testing/contactsApi.ts';

let t: TestPlatform;
let api: ContactsApi;

beforeAll(async () => {
  t = await startContactsPlatform();
  api = await signUpOwner(t);
});
afterAll(async () => t.stop());

const header = ['First Name', 'Last Name', 'Email', 'Phone', 'Tags'];
const mapping = { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: 'Phone', tags: 'Tags' };

describe('import preview', () => {
  it('shows headers, the first rows and the row count', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => [`F${i}`, `L${i}`, `f${i}@example.com`, '', '']);
    const res = await api.post('/imports/preview', { csv: csvOf([header, ...rows]) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ headers: header, sampleRows: rows.slice(0, 5), rowCount: 7 });
  });

  it("answers 'Your CSV is Missing Headers' when the first line is not a header row", async () => {
    for (const csv of ['', 'Name,,Email\nAda,,ada@example.com\n', 'Ada,ada@example.com\nBob,bob@example.com\n', 'Ada,+14155550123\n']) {
      const res = await api.post('/imports/preview', { csv });
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ code: 'UNPROCESSABLE', message: 'Your CSV is Missing Headers' });
    }
    expect((await api.post('/imports', { csv: 'Ada,ada@example.com\n', mapping: { email: 'Email' } })).body.error.message).toBe('Your CSV is Missing Headers');
  });

  it('refuses a first line with a cell longer than a column name (a 120,000-character one) with a message saying what to do', async () => {
    const res = await api.post('/imports/preview', { csv: `Name,${'a@'.repeat(60_000)}\nAda,ada@example.com\n` });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'UNPROCESSABLE',
      message: 'The first line must name the columns, and a column name has at most 200 characters: put a header row such as "First name,Email,Phone" first.',
    });
  });
});

describe('starting an import', () => {
  it('checks the mapping against the file', async () => {
    const csv = csvOf([
      ['Name', 'Email'],
      ['Ada', 'ada@example.com'],
    ]);
    const missing = await api.post('/imports', { csv, mapping: { firstName: 'Name', email: 'E-mail' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ 'mapping.email': 'The file has no column "E-mail"; choose one of: Name, Email.' });
    const noContact = await api.post('/imports', { csv, mapping: { firstName: 'Name' } });
    expect(noContact.body.error.fields).toEqual({ mapping: 'Map the email or the phone column: every contact needs one of them.' });
    expect((await api.post('/imports', { csv, mapping: { email: 'Email' }, bookId: 999999 })).status).toBe(404);
  });
});

describe('running an import', () => {
  it('imports 1,000 rows, reporting the one bad row by its line and keeping the other 999', async () => {
    const vip = await api.create<{ id: number }>('/tags', { groupName: 'VIP' });
    const book = await api.create<{ id: number }>('/books', { name: 'Imported' });
    const rows = Array.from({ length: 1000 }, (_, i) => [
      `First${i}`,
      `Last${i}`,
      `person${i}@import.test`,
      i % 2 ? `+1415555${String(i).padStart(4, '0')}` : '',
      i % 10 ? '' : 'vip',
    ]);
    rows[499]![2] = 'person499-at-import.test';
    const started = await api.post('/imports', { csv: csvOf([header, ...rows]), mapping, bookId: book.id });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ importId: expect.any(Number) });

    const done = await api.importDone(started.body.importId);
    expect(done).toMatchObject({ status: 'done', totalRows: 1000, processed: 1000, imported: 999, failed: 1, bookId: book.id, message: null });
    expect(done.errors).toEqual([{ line: 501, message: '"person499-at-import.test" is not a valid email address.', imported: false }]);
    expect(done.finishedAt).toEqual(expect.any(String));

    expect((await api.get('/contacts?search=import.test')).body.total).toBe(999);
    expect((await api.get(`/contacts?tagId=${vip.id}`)).body.total).toBe(100);
    expect((await api.get(`/contacts?bookId=${book.id}`)).body.total).toBe(999);
    const one = (await api.get('/contacts?search=person1%40import.test')).body.items;
    expect(one).toMatchObject([{ firstName: 'First1', lastName: 'Last1', email: 'person1@import.test', phone: '+14155550001', status: 'Active' }]);
  });

  it('keeps rows with unknown tags (reporting the tag), fails bad phones or no way to reach them, and updates contacts that exist', async () => {
    await api.create('/tags', { groupName: 'Customer' });
    const existing = await api.create<{ id: number }>('/contacts', { firstName: 'Old', email: 'known@example.com', phone: '+14155550199', status: 'Good' });
    const csv = csvOf([
      header,
      ['Known', 'Person', 'KNOWN@example.com', '', 'customer'],
      ['Ghost', 'Tagged', 'ghost@example.com', '', 'Customer; Ghost'],
      ['Bad', 'Phone', '', '555-0100', ''],
      ['No', 'Contact', '', '', ''],
      ['Phone', 'Only', '', '+44 20 7946 0958', 'Customer|customer'],
    ]);
    const done = await api.importDone((await api.post('/imports', { csv, mapping })).body.importId);
    expect(done).toMatchObject({ totalRows: 5, imported: 3, failed: 2 });
    expect(done.errors).toEqual([
      {
        line: 3,
        message: 'Imported without "Ghost": this tag does not exist. Create it under Contact Tags and import the file again to tag the contact.',
        imported: true,
      },
      { line: 4, message: '"555-0100" has no country code. Use the international format with the country code, e.g. +14155550123.', imported: false },
      { line: 5, message: 'The row has neither an email address nor a phone number: every contact needs one of them.', imported: false },
    ]);

    const updated = (await api.get(`/contacts/${existing.id}`)).body;
    // The file's values replace the contact's; what the file leaves empty is kept.
    expect(updated).toMatchObject({ firstName: 'Known', lastName: 'Person', phone: '+14155550199', status: 'Good', tags: [{ groupName: 'Customer' }] });
    expect((await api.get('/contacts?search=known%40example.com')).body.total).toBe(1);
    // The row with an unknown tag is kept, with the tag that exists.
    expect((await api.get('/contacts?search=ghost')).body.items).toMatchObject([{ email: 'ghost@example.com', tags: [{ groupName: 'Customer' }] }]);
    expect((await api.get('/tags')).body.items.map((tag: { groupName: string }) => tag.groupName)).not.toContain('Ghost');
    expect((await api.get('/contacts?search=Only')).body.items).toMatchObject([{ phone: '+442079460958', tags: [{ groupName: 'Customer' }] }]);
  });

  it('makes one contact of rows that repeat an email, and answers 404 for an unknown import', async () => {
    const csv = csvOf([
      ['Email', 'Name', 'Status'],
      ['twice@example.com', 'First', 'unsubscribed'],
      ['twice@example.com', 'Second', ''],
    ]);
    const done = await api.importDone((await api.post('/imports', { csv, mapping: { email: 'Email', firstName: 'Name', status: 'Status' } })).body.importId);
    expect(done).toMatchObject({ imported: 2, failed: 0 });
    expect((await api.get('/contacts?search=twice')).body.items).toMatchObject([{ firstName: 'Second', status: 'Unsubscribed' }]);
    expect((await api.get('/imports/999999')).status).toBe(404);
  });
});
