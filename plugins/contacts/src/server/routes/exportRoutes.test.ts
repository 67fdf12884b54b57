import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestPlatform } from '../../../../../tests/support/testPlatform.ts';
import { signUpOwner, startContactsPlatform, type ContactsApi } from '../testing/contactsApi.ts';

let t: TestPlatform;
let api: ContactsApi;

beforeAll(async () => {
  t = await startContactsPlatform();
  api = await signUpOwner(t);
  const vip = await api.create<{ id: number }>('/tags', { groupName: 'VIP' });
  const alpha = await api.create<{ id: number }>('/tags', { groupName: 'alpha' });
  const book = await api.create<{ id: number }>('/books', { name: 'Customers, 2026' });
  await api.create('/contacts', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+14155550123',
    tagIds: [vip.id, alpha.id],
    bookIds: [book.id],
  });
  await api.create('/contacts', { firstName: '=HYPERLINK("http://x")', lastName: 'Quote "Q"', phone: '+442079460958', status: 'Bounced' });
  const gone = await api.create<{ id: number }>('/contacts', { firstName: 'Gone', email: 'gone@example.com' });
  await api.delete(`/contacts/${gone.id}`);
});
afterAll(async () => t.stop());

describe('CSV export', () => {
  it('downloads the live contacts as CSV with tags and books, defusing formulas', async () => {
    const res = await api.get('/contacts/export?sort=firstName&order=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contacts.csv"');
    expect(res.body).toBe(
      [
        'first_name,last_name,email,phone,status,tags,books',
        `"'=HYPERLINK(""http://x"")","Quote ""Q""",,+442079460958,Bounced,,`,
        'Ada,Lovelace,ada@example.com,+14155550123,Active,alpha; VIP,"Customers, 2026"',
        '',
      ].join('\n'),
    );
  });

  it('takes the list filters', async () => {
    const res = await api.get('/contacts/export?status=Bounced');
    expect(res.body.split('\n')).toHaveLength(3);
    expect(res.body).toContain('+442079460958');
    expect((await api.get('/contacts/export?search=nobody')).body).toBe('first_name,last_name,email,phone,status,tags,books\n');
    expect((await api.get('/contacts/export?status=Lost')).status).toBe(400);
  });

  it('round-trips through the import: an exported file imports back onto the same contacts', async () => {
    const csv = (await api.get('/contacts/export')).body as string;
    const started = await api.post('/imports', {
      csv,
      mapping: { firstName: 'first_name', lastName: 'last_name', email: 'email', phone: 'phone', status: 'status', tags: 'tags' },
    });
    const done = await api.importDone(started.body.importId);
    expect(done).toMatchObject({ imported: 2, failed: 0 });
    // The email row updated Ada; the phone-only row had no email to match, so it was added again.
    expect((await api.get('/contacts?search=ada')).body.total).toBe(1);
    expect((await api.get('/stats')).body.contacts).toBe(3);
  });
});
