import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestPlatform } from '../../../../../tests/support/testPlatform.ts';
import { signUpOwner, startContactsPlatform, type ContactsApi } from '../testing/contactsApi.ts';

let t: TestPlatform;
let api: ContactsApi;

beforeAll(async () => {
  t = await startContactsPlatform();
  api = await signUpOwner(t);
});
afterAll(async () => t.stop());

describe('contact books', () => {
  it('creates, lists with contact counts, renames and deletes books', async () => {
    const res = await api.post('/books', { name: '  Customers ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Customers', contactCount: 0, createdAt: expect.any(String) });
    const leads = await api.create<{ id: number }>('/books', { name: 'Leads' });
    await api.create('/contacts', { email: 'a@example.com', bookIds: [res.body.id, leads.id] });
    const gone = await api.create<{ id: number }>('/contacts', { email: 'b@example.com', bookIds: [res.body.id] });
    await api.delete(`/contacts/${gone.id}`);

    const list = await api.get('/books');
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(list.body.items.map((b: { name: string; contactCount: number }) => [b.name, b.contactCount])).toEqual([
      ['Customers', 1],
      ['Leads', 1],
    ]);
    expect((await api.get('/books?search=lea')).body.items.map((b: { name: string }) => b.name)).toEqual(['Leads']);
    expect((await api.get('/books?sort=createdAt&order=desc&pageSize=1')).body).toMatchObject({ total: 2, items: [{ name: 'Leads' }] });

    const renamed = await api.patch(`/books/${leads.id}`, { name: 'Warm leads' });
    expect(renamed.body).toMatchObject({ id: leads.id, name: 'Warm leads', contactCount: 1 });
    expect((await api.delete(`/books/${leads.id}`)).body).toEqual({ id: leads.id });
    expect((await api.delete(`/books/${leads.id}`)).status).toBe(404);
    expect((await api.get('/contacts?search=a%40example')).body.items[0].books).toEqual([{ id: res.body.id, name: 'Customers' }]);
  });

  it('refuses a name taken in the account whatever its case, and an empty name', async () => {
    await api.create('/books', { name: 'VIP Customers' });
    const taken = await api.post('/books', { name: 'vip customers' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'CONFLICT',
      message: 'A contact book named "vip customers" already exists.',
      fields: { name: 'A contact book with this name already exists; choose another name.' },
    });
    const other = await api.create<{ id: number }>('/books', { name: 'Partners' });
    expect((await api.patch(`/books/${other.id}`, { name: 'VIP CUSTOMERS' })).status).toBe(409);
    expect((await api.patch(`/books/${other.id}`, { name: 'partners' })).status).toBe(200);
    expect((await api.post('/books', { name: '   ' })).body.error.fields).toEqual({ name: 'Enter the contact book name.' });
  });
});

describe('contact tags', () => {
  it('works like books with groupName, and refuses the CSV separators in names', async () => {
    const vip = await api.create<{ id: number; groupName: string; contactCount: number }>('/tags', { groupName: 'VIP' });
    expect(vip).toMatchObject({ groupName: 'VIP', contactCount: 0 });
    await api.create('/contacts', { phone: '+14155550123', tagIds: [vip.id] });
    expect((await api.get('/tags')).body.items).toEqual([{ id: vip.id, groupName: 'VIP', contactCount: 1, createdAt: expect.any(String) }]);

    const taken = await api.post('/tags', { groupName: 'vip' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ groupName: 'A tag with this name already exists; choose another name.' });
    expect((await api.post('/tags', { groupName: 'a;b' })).body.error.fields).toEqual({
      groupName: 'A tag name cannot contain ; or | (they separate tags in CSV files).',
    });
    expect((await api.post('/tags', { name: 'wrong field' })).body.error.fields).toEqual({
      groupName: 'Enter the tag name as text.',
      name: 'This field is not allowed.',
    });

    await api.delete(`/tags/${vip.id}`);
    expect((await api.get('/contacts?search=415')).body.items[0].tags).toEqual([]);
  });
});
