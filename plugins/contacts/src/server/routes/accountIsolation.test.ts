import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Product } from '@chatmill/sdk/testing';
import { csvOf, signUpOwner, startContactsProduct, type ContactsApi } from '../testing/contactsApi.ts';

let t: Product;
let alice: ContactsApi;
let mallory: ContactsApi;
const mine = { contact: 0, book: 0, tag: 0, deleted: 0, importId: 0 };

beforeAll(async () => {
  t = await startContactsProduct();
  alice = await signUpOwner(t, 'Alice');
  mallory = await signUpOwner(t, 'Mallory');
  mine.tag = (await alice.create('/tags', { groupName: 'Secret' })).id;
  mine.book = (await alice.create('/books', { name: 'Private' })).id;
  mine.contact = (await alice.create('/contacts', { firstName: 'Hidden', email: 'hidden@example.com', tagIds: [mine.tag], bookIds: [mine.book] })).id;
  mine.deleted = (await alice.create('/contacts', { email: 'deleted@example.com' })).id;
  await alice.delete(`/contacts/${mine.deleted}`);
  const started = await alice.post('/imports', { csv: csvOf([['Email'], ['imported@example.com']]), mapping: { email: 'Email' } });
  mine.importId = started.body.importId;
  await alice.importDone(mine.importId);
});
afterAll(async () => t.stop());

describe('another account', () => {
  it('answers 404 for every record of the first account by id', async () => {
    const attempts = [
      mallory.get(`/contacts/${mine.contact}`),
      mallory.patch(`/contacts/${mine.contact}`, { firstName: 'Owned' }),
      mallory.delete(`/contacts/${mine.contact}`),
      mallory.post(`/contacts/${mine.deleted}/restore`),
      mallory.patch(`/books/${mine.book}`, { name: 'Owned' }),
      mallory.delete(`/books/${mine.book}`),
      mallory.patch(`/tags/${mine.tag}`, { groupName: 'Owned' }),
      mallory.delete(`/tags/${mine.tag}`),
      mallory.get(`/imports/${mine.importId}`),
      mallory.post('/contacts/bulk', { action: 'delete', contactIds: [mine.contact] }),
      mallory.post('/contacts/bulk/restore', { contactIds: [mine.deleted] }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it("cannot use the first account's tags or books on its own contacts", async () => {
    const own = await mallory.create<{ id: number }>('/contacts', { email: 'own@example.com' });
    expect((await mallory.post('/contacts', { email: 'x@example.com', tagIds: [mine.tag] })).status).toBe(404);
    expect((await mallory.patch(`/contacts/${own.id}`, { bookIds: [mine.book] })).status).toBe(404);
    expect((await mallory.post('/contacts/bulk', { action: 'addTag', contactIds: [own.id], tagId: mine.tag })).status).toBe(404);
    expect((await mallory.post('/imports', { csv: csvOf([['Email'], ['y@example.com']]), mapping: { email: 'Email' }, bookId: mine.book })).status).toBe(404);
  });

  it('never sees the first account in lists, filters, search, stats or the export', async () => {
    expect((await mallory.get('/contacts?search=hidden')).body.total).toBe(0);
    expect((await mallory.get(`/contacts?tagId=${mine.tag}`)).body.total).toBe(0);
    expect((await mallory.get(`/contacts?bookId=${mine.book}`)).body.total).toBe(0);
    expect((await mallory.get('/books')).body.total).toBe(0);
    expect((await mallory.get('/tags')).body.total).toBe(0);
    expect((await mallory.get('/stats')).body).toEqual({ contacts: 1, books: 0, tags: 0 });
    expect((await mallory.get('/contacts/export')).body).toBe('first_name,last_name,email,phone,status,tags,books\n,,own@example.com,,Active,,\n');
    // The same email and names are free in another account.
    expect((await mallory.post('/contacts', { email: 'hidden@example.com' })).status).toBe(201);
    expect((await mallory.post('/tags', { groupName: 'Secret' })).status).toBe(201);
    expect((await mallory.post('/books', { name: 'Private' })).status).toBe(201);
  });

  it('left the first account untouched', async () => {
    const contact = (await alice.get(`/contacts/${mine.contact}`)).body;
    expect(contact).toMatchObject({ firstName: 'Hidden', tags: [{ id: mine.tag, groupName: 'Secret' }], books: [{ id: mine.book, name: 'Private' }] });
    expect((await alice.get('/stats')).body).toEqual({ contacts: 2, books: 1, tags: 1 });
  });

  it('needs a session', async () => {
    const res = await fetch(`${t.url}/api/contacts/contacts`);
    expect(res.status).toBe(401);
  });
});
