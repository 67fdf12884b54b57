import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestPlatform } from '../../../../../tests/support/testPlatform.ts';
import { signUpOwner, startContactsPlatform, type ContactsApi } from '../testing/contactsApi.ts';

let t: TestPlatform;
let api: ContactsApi;
let ids: number[] = [];
let tagId: number;
let bookId: number;

beforeAll(async () => {
  t = await startContactsPlatform();
  api = await signUpOwner(t);
  tagId = (await api.create('/tags', { groupName: 'Promo' })).id;
  bookId = (await api.create('/books', { name: 'Spring' })).id;
  for (let i = 0; i < 51; i++) ids.push((await api.create('/contacts', { firstName: `P${i}`, email: `p${i}@example.com` })).id);
});
afterAll(async () => t.stop());

describe('bulk actions', () => {
  it("answers 'Too Much' for 51 contacts and changes nothing", async () => {
    const res = await api.post('/contacts/bulk', { action: 'addTag', contactIds: ids, tagId });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'UNPROCESSABLE', message: 'Too Much', fields: { contactIds: 'Select at most 50 contacts.' } });
    expect((await api.get(`/contacts?tagId=${tagId}`)).body.total).toBe(0);
    expect((await api.post('/contacts/bulk', { action: 'delete', contactIds: ids })).body.error.message).toBe('Too Much');
    expect((await api.post('/contacts/bulk/restore', { contactIds: ids })).body.error.message).toBe('Too Much');
  });

  it('tags and untags up to 50 contacts, counting only the changes', async () => {
    const fifty = ids.slice(0, 50);
    expect((await api.post('/contacts/bulk', { action: 'addTag', contactIds: fifty.slice(0, 10), tagId })).body).toEqual({
      action: 'addTag',
      affected: 10,
      undo: false,
    });
    expect((await api.post('/contacts/bulk', { action: 'addTag', contactIds: fifty, tagId })).body.affected).toBe(40);
    expect((await api.get(`/contacts?tagId=${tagId}`)).body.total).toBe(50);
    expect((await api.post('/contacts/bulk', { action: 'removeTag', contactIds: fifty.slice(0, 5), tagId })).body.affected).toBe(5);
    expect((await api.get(`/contacts?tagId=${tagId}`)).body.total).toBe(45);
  });

  it('adds to and removes from a book', async () => {
    expect((await api.post('/contacts/bulk', { action: 'addToBook', contactIds: ids.slice(0, 3), bookId })).body.affected).toBe(3);
    expect((await api.get('/books')).body.items[0].contactCount).toBe(3);
    expect((await api.post('/contacts/bulk', { action: 'removeFromBook', contactIds: ids.slice(0, 2), bookId })).body.affected).toBe(2);
    expect((await api.get(`/contacts?bookId=${bookId}`)).body.items.map((c: { id: number }) => c.id)).toEqual([ids[2]]);
  });

  it('asks for the tag or book an action needs, and refuses unknown ids without changing anything', async () => {
    expect((await api.post('/contacts/bulk', { action: 'addTag', contactIds: [ids[0]] })).body.error.fields).toEqual({
      tagId: 'Choose the tag to add or remove.',
    });
    expect((await api.post('/contacts/bulk', { action: 'addToBook', contactIds: [ids[0]] })).body.error.fields).toEqual({
      bookId: 'Choose the contact book to add to or remove from.',
    });
    expect((await api.post('/contacts/bulk', { action: 'archive', contactIds: [ids[0]] })).body.error.fields).toEqual({
      action: 'Choose an action: addTag, removeTag, addToBook, removeFromBook, delete.',
    });
    expect((await api.post('/contacts/bulk', { action: 'delete', contactIds: [] })).body.error.fields).toEqual({ contactIds: 'Select at least one contact.' });
    const unknown = await api.post('/contacts/bulk', { action: 'addToBook', contactIds: [ids[50], 999999], bookId });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('There are no contacts with the ids 999999.');
    expect((await api.post('/contacts/bulk', { action: 'addTag', contactIds: [ids[50]], tagId: 999999 })).status).toBe(404);
    expect((await api.get(`/contacts?bookId=${bookId}`)).body.total).toBe(1);
  });

  it('deletes up to 50 contacts and undoes it', async () => {
    const some = ids.slice(10, 20);
    const deleted = await api.post('/contacts/bulk', { action: 'delete', contactIds: some });
    expect(deleted.body).toEqual({ action: 'delete', affected: 10, undo: true });
    expect((await api.get('/contacts')).body.total).toBe(41);
    expect((await api.post('/contacts/bulk', { action: 'delete', contactIds: some })).status).toBe(404);

    const restored = await api.post('/contacts/bulk/restore', { contactIds: some });
    expect(restored.body).toEqual({ restored: 10 });
    expect((await api.get('/contacts')).body.total).toBe(51);
    // Their tags survived the round trip.
    expect((await api.get(`/contacts?tagId=${tagId}`)).body.total).toBe(45);
    const again = await api.post('/contacts/bulk/restore', { contactIds: some });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toMatch(/^There are no deleted contacts with the ids /);
  });
});
