import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Product } from '@chatmill/sdk/testing';
import { signUpOwner, startContactsProduct, type ContactsApi } from '../testing/contactsApi.ts';

let t: Product;
let api: ContactsApi;

beforeAll(async () => {
  t = await startContactsProduct();
  api = await signUpOwner(t);
});
afterAll(async () => t.stop());

describe('one contact', () => {
  it('creates a contact with normalised email and phone, tags and books, and reads it back', async () => {
    const tag = await api.create('/tags', { groupName: 'VIP' });
    const book = await api.create('/books', { name: 'Customers' });
    const res = await api.post('/contacts', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'ADA@Example.com',
      phone: '+1 (415) 555-0123',
      tagIds: [tag.id],
      bookIds: [book.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+14155550123',
      status: 'Active',
      tags: [{ id: tag.id, groupName: 'VIP' }],
      books: [{ id: book.id, name: 'Customers' }],
      createdAt: expect.any(String),
    });
    expect((await api.get(`/contacts/${res.body.id}`)).body).toEqual(res.body);
  });

  it('answers bad input with a message per field', async () => {
    const bad = await api.post('/contacts', { firstName: 'x'.repeat(121), email: 'not-an-email', phone: '415 555 0123', status: 'Gone' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(bad.body.error.fields).toEqual({
      firstName: 'Use at most 120 characters for the first name.',
      email: 'Enter a valid email address, e.g. name@example.com.',
      phone: '"415 555 0123" has no country code. Use the international format with the country code, e.g. +14155550123.',
      status: 'Choose a status: Active, Unsubscribed, Good, Bounced, Complaint.',
    });
    const empty = await api.post('/contacts', { firstName: 'Nobody', email: '' });
    expect(empty.body.error.fields).toEqual({ email: 'Enter an email address or a phone number.' });
    const unknown = await api.post('/contacts', { email: 'x@example.com', isAdmin: true });
    expect(unknown.body.error.fields).toEqual({ isAdmin: 'This field is not allowed.' });
  });

  it('keeps emails unique in the account', async () => {
    await api.create('/contacts', { email: 'grace@example.com' });
    const twin = await api.post('/contacts', { email: 'Grace@example.com ' });
    expect(twin.status).toBe(409);
    expect(twin.body.error).toEqual({
      code: 'CONFLICT',
      message: 'Another contact already uses this email address.',
      fields: { email: 'Another contact already uses this email address.' },
    });
  });

  it('changes only the fields sent, replaces tags, and keeps an email or a phone', async () => {
    const tag = await api.create('/tags', { groupName: 'Lead' });
    const contact = await api.create<{ id: number }>('/contacts', { firstName: 'Linus', email: 'linus@example.com', phone: '+358401234567' });
    const changed = await api.patch(`/contacts/${contact.id}`, { lastName: 'Torvalds', status: 'Good', email: null, tagIds: [tag.id] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      firstName: 'Linus',
      lastName: 'Torvalds',
      status: 'Good',
      email: null,
      phone: '+358401234567',
      tags: [{ id: tag.id, groupName: 'Lead' }],
    });
    const none = await api.patch(`/contacts/${contact.id}`, { phone: '' });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ email: 'Enter an email address or a phone number.' });
    const taken = await api.patch(`/contacts/${contact.id}`, { email: 'grace@example.com' });
    expect(taken.status).toBe(409);
    expect((await api.patch(`/contacts/${contact.id}`, { tagIds: [999999] })).status).toBe(404);
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    expect((await api.get('/contacts/999999')).body.error.code).toBe('NOT_FOUND');
    const bad = await api.get('/contacts/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ id: 'Use the record id, a whole number.' });
    expect((await api.get('/contacts/99999999999')).status).toBe(400);
  });
});

describe('delete and undo', () => {
  it('hides a deleted contact, restores it, and answers 404 to restoring a live one', async () => {
    const contact = await api.create<{ id: number }>('/contacts', { firstName: 'Undo', email: 'undo@example.com' });
    expect((await api.delete(`/contacts/${contact.id}`)).body).toEqual({ id: contact.id, undo: true });
    expect((await api.get(`/contacts/${contact.id}`)).status).toBe(404);
    expect((await api.get('/contacts?search=undo')).body.total).toBe(0);
    expect((await api.delete(`/contacts/${contact.id}`)).status).toBe(404);

    const restored = await api.post(`/contacts/${contact.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: contact.id, email: 'undo@example.com' });
    const again = await api.post(`/contacts/${contact.id}/restore`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(`There is no deleted contact ${contact.id} to restore.`);
  });

  it('lets a new contact take a deleted email, and then refuses to restore the old one', async () => {
    const old = await api.create<{ id: number }>('/contacts', { email: 'reuse@example.com' });
    await api.delete(`/contacts/${old.id}`);
    await api.create('/contacts', { email: 'reuse@example.com' });
    const clash = await api.post(`/contacts/${old.id}/restore`);
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('CONFLICT');
  });
});

describe('the list', () => {
  let other: ContactsApi;
  beforeAll(async () => {
    other = await signUpOwner(t, 'Lister');
    const vip = await other.create<{ id: number }>('/tags', { groupName: 'VIP' });
    const book = await other.create<{ id: number }>('/books', { name: 'Newsletter' });
    const people = [
      { firstName: 'Carol', lastName: 'Zed', email: 'carol@example.com', status: 'Good', tagIds: [vip.id] },
      { firstName: 'alice', lastName: 'Young', email: 'alice@example.com', phone: '+14155550100', bookIds: [book.id] },
      { firstName: 'Bob', lastName: 'Xu', phone: '+442079460958', status: 'Bounced', tagIds: [vip.id], bookIds: [book.id] },
      { firstName: 'Dan', lastName: '100%_sure', email: 'dan@sample.org' },
    ];
    for (const person of people) await other.create('/contacts', person);
    for (let i = 0; i < 26; i++) await other.create('/contacts', { firstName: `Filler${String(i).padStart(2, '0')}`, email: `filler${i}@bulk.test` });
  });

  it('pages with 25 by default, newest first', async () => {
    const first = await other.get('/contacts');
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.body.items).toHaveLength(25);
    expect(first.body.items[0].firstName).toBe('Filler25');
    const second = await other.get('/contacts?page=2');
    expect(second.body.items).toHaveLength(5);
    expect(second.body.items.at(-1).firstName).toBe('Carol');
    const ids = new Set([...first.body.items, ...second.body.items].map((c: { id: number }) => c.id));
    expect(ids.size).toBe(30);
    expect((await other.get('/contacts?pageSize=101')).body.error.fields).toEqual({ pageSize: 'Use a page size from 1 to 100.' });
  });

  it('sorts by any listed column, either way, names ignoring case', async () => {
    const names = async (query: string) => (await other.get(`/contacts?search=a&${query}`)).body.items.map((c: { firstName: string }) => c.firstName);
    expect(await names('sort=firstName&order=asc')).toEqual(['alice', 'Carol', 'Dan']);
    expect(await names('sort=lastName&order=desc')).toEqual(['Carol', 'alice', 'Dan']);
    expect((await other.get('/contacts?sort=password')).body.error.fields).toEqual({ sort: 'Sort by firstName, lastName, email, phone, status, createdAt.' });
    const phones = (await other.get('/contacts?sort=phone&order=asc&pageSize=3')).body.items.map((c: { phone: string | null }) => c.phone);
    expect(phones).toEqual(['+14155550100', '+442079460958', null]);
  });

  it('searches names, email and phone (by digits too), and filters by tag, book and status', async () => {
    const found = async (query: string) => (await other.get(`/contacts?${query}`)).body.items.map((c: { firstName: string }) => c.firstName).sort();
    expect(await found('search=ALICE')).toEqual(['alice']);
    expect(await found('search=carol%20zed')).toEqual(['Carol']);
    expect(await found('search=sample.org')).toEqual(['Dan']);
    expect(await found('search=20%207946')).toEqual(['Bob']);
    expect(await found('search=%25_')).toEqual(['Dan']);
    const vip = (await other.get('/tags')).body.items[0].id;
    const book = (await other.get('/books')).body.items[0].id;
    expect(await found(`tagId=${vip}`)).toEqual(['Bob', 'Carol']);
    expect(await found(`bookId=${book}`)).toEqual(['Bob', 'alice']);
    expect(await found(`tagId=${vip}&bookId=${book}&status=Bounced`)).toEqual(['Bob']);
    expect(await found('status=Good')).toEqual(['Carol']);
  });

  it('counts contacts, books and tags for the widget', async () => {
    expect((await other.get('/stats')).body).toEqual({ contacts: 30, books: 1, tags: 1 });
  });
});
