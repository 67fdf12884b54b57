import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { BrandSchema } from '../../core/src/db/entities/Brand.ts';
import { NotificationReadSchema } from '../../core/src/db/entities/NotificationRead.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { ApiClient } from '../support/apiClient.ts';
import { openSocket, waitForMessage } from '../support/socketClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Notifications (spec 3, 3, 4 and 9) over HTTP: admins write them for all users of the brand
 * or one user by email, edit and delete them, and see read counts and who read; each user
 * gets theirs with their own read state, marks one or all read, and can never mark (or see)
 * one addressed to someone else.
 */
let t: TestPlatform;
let admin: ApiClient;
let olive: ApiClient;
let bob: ApiClient;
let oliveId: number;
let bobId: number;

const password = 'correct horse 1';
const em = () => t.platform.db.em();

async function register(name: string, email: string): Promise<{ api: ApiClient; id: number }> {
  const api = new ApiClient(t.url);
  const res = await api.post('/api/auth/register', { name, email, password });
  expect(res.status).toBe(201);
  return { api, id: res.body.user.id };
}

async function send(body: Record<string, unknown>): Promise<{ id: number } & Record<string, unknown>> {
  const res = await admin.post('/api/admin/notifications', body);
  expect(res.status).toBe(201);
  return res.body;
}

const subjects = (res: { body: { items: Array<{ subject: string }> } }) => res.body.items.map((n) => n.subject);

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password })).status).toBe(201);
  ({ api: olive, id: oliveId } = await register('Olive Owner', 'olive@example.com'));
  ({ api: bob, id: bobId } = await register('Bob Builder', 'bob@example.com'));
});
afterAll(async () => t?.stop());

describe('writing notifications', () => {
  it('creates one for all users of the brand with the spec types', async () => {
    const created = await send({
      subject: 'Welcome aboard',
      type: 'Announcements',
      content: 'Hello **everyone**.\n\n<script>alert(1)</script>',
      audience: 'all',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      subject: 'Welcome aboard',
      type: 'Announcements',
      content: 'Hello **everyone**.\n\n<script>alert(1)</script>',
      audience: 'all',
      recipient: null,
      readCount: 0,
      // Ada, Olive and Bob.
      recipientCount: 3,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    for (const type of ['Tips', 'Warning', 'Educational']) await send({ subject: `A ${type} note`, type, content: 'Text', audience: 'all' });
  });

  it('creates one for a single user found by email, in any case', async () => {
    const created = await send({ subject: 'Your invoice', type: 'Warning', content: 'Please pay.', audience: 'user', recipientEmail: ' OLIVE@example.com ' });
    expect(created).toMatchObject({ audience: 'user', recipient: { id: oliveId, name: 'Olive Owner', email: 'olive@example.com' }, recipientCount: 1 });
  });

  it('refuses bad bodies with field messages, and unknown recipients', async () => {
    const res = await admin.post('/api/admin/notifications', { subject: '  ', type: 'News', content: '', audience: 'user' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      subject: 'Subject required',
      type: 'Choose a type: Announcements, Tips, Warning, Educational.',
      content: 'Write the content of the notification.',
    });
    const noRecipient = await admin.post('/api/admin/notifications', { subject: 'S', type: 'Tips', content: 'C', audience: 'user' });
    expect(noRecipient.body.error.fields).toEqual({ recipientEmail: 'Enter the email of the user who gets it.' });
    const stray = await admin.post('/api/admin/notifications', {
      subject: 'S',
      type: 'Tips',
      content: 'C',
      audience: 'all',
      recipientEmail: 'bob@example.com',
    });
    expect(stray.body.error.fields).toEqual({ recipientEmail: 'Only a notification for one user has a recipient email.' });
    const unknown = await admin.post('/api/admin/notifications', {
      subject: 'S',
      type: 'Tips',
      content: 'C',
      audience: 'user',
      recipientEmail: 'nobody@example.com',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ recipientEmail: 'No user of this brand has this email.' });
    // A user of another brand is not a user of this one.
    const fork = em();
    const brand = fork.create(BrandSchema, { name: 'Other brand', shortName: 'Other', domain: 'other.example.com' });
    await fork.flush();
    const account = fork.create(AccountSchema, { brandId: brand.id, name: 'Zed', ownerUserId: null });
    await fork.flush();
    fork.create(UserSchema, { accountId: account.id, brandId: brand.id, email: 'zed@other.example.com', name: 'Zed', passwordHash: null, lastLoginAt: null });
    await fork.flush();
    const otherBrand = await admin.post('/api/admin/notifications', {
      subject: 'S',
      type: 'Tips',
      content: 'C',
      audience: 'user',
      recipientEmail: 'zed@other.example.com',
    });
    expect(otherBrand.body.error.fields).toEqual({ recipientEmail: 'No user of this brand has this email.' });
    expect((await admin.get('/api/admin/notifications')).body.total).toBe(5);
  });

  it('lists them newest first, searches subjects, filters by type, sorts and pages', async () => {
    const all = await admin.get('/api/admin/notifications');
    expect(subjects(all)).toEqual(['Your invoice', 'A Educational note', 'A Warning note', 'A Tips note', 'Welcome aboard']);
    expect(subjects(await admin.get('/api/admin/notifications?search=NOTE&type=Tips'))).toEqual(['A Tips note']);
    expect(subjects(await admin.get('/api/admin/notifications?type=Warning&sort=subject&order=asc'))).toEqual(['A Warning note', 'Your invoice']);
    const page2 = await admin.get('/api/admin/notifications?pageSize=2&page=2');
    expect(page2.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(subjects(page2)).toEqual(['A Warning note', 'A Tips note']);
    expect((await admin.get('/api/admin/notifications?type=News')).status).toBe(400);
  });
});

describe("users' notifications", () => {
  it('gives each user those for everyone and those for them, all unread at first', async () => {
    const oliveList = await olive.get('/api/notifications');
    expect(oliveList.status).toBe(200);
    expect(subjects(oliveList)).toEqual(['Your invoice', 'A Educational note', 'A Warning note', 'A Tips note', 'Welcome aboard']);
    expect(oliveList.body).toMatchObject({ total: 5, unread: 5 });
    expect(oliveList.body.items[4]).toEqual({
      id: expect.any(Number),
      subject: 'Welcome aboard',
      type: 'Announcements',
      content: 'Hello **everyone**.\n\n<script>alert(1)</script>',
      createdAt: expect.any(String),
      read: false,
      readAt: null,
    });
    const bobList = await bob.get('/api/notifications');
    expect(subjects(bobList)).not.toContain('Your invoice');
    expect(bobList.body).toMatchObject({ total: 4, unread: 4 });
    expect((await new ApiClient(t.url).get('/api/notifications')).status).toBe(401);
  });

  it('keeps read and unread per user', async () => {
    const welcome = (await olive.get('/api/notifications')).body.items.find((n: { subject: string }) => n.subject === 'Welcome aboard');
    const res = await olive.post(`/api/notifications/${welcome.id}/read`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: welcome.id, read: true, unread: 4 });
    // Reading again changes nothing, not even the time.
    const firstReadAt = (await olive.get('/api/notifications')).body.items.find((n: { id: number }) => n.id === welcome.id).readAt;
    expect(firstReadAt).not.toBeNull();
    expect((await olive.post(`/api/notifications/${welcome.id}/read`)).body.unread).toBe(4);
    expect((await olive.get('/api/notifications')).body.items.find((n: { id: number }) => n.id === welcome.id).readAt).toBe(firstReadAt);

    const bobWelcome = (await bob.get('/api/notifications')).body.items.find((n: { id: number }) => n.id === welcome.id);
    expect(bobWelcome).toMatchObject({ read: false, readAt: null });
    expect((await bob.get('/api/notifications')).body.unread).toBe(4);
    const unreadOnly = await olive.get('/api/notifications?filter=unread');
    expect(subjects(unreadOnly)).not.toContain('Welcome aboard');
    expect(unreadOnly.body).toMatchObject({ total: 4, unread: 4 });
  });

  it("answers NOT_FOUND when a user marks someone else's notification, and marks nothing", async () => {
    const invoice = (await olive.get('/api/notifications')).body.items.find((n: { subject: string }) => n.subject === 'Your invoice');
    const res = await bob.post(`/api/notifications/${invoice.id}/read`);
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'No such notification.' });
    expect(await em().count(NotificationReadSchema, { notificationId: invoice.id })).toBe(0);
    expect((await bob.post('/api/notifications/999999/read')).status).toBe(404);
    expect((await bob.post('/api/notifications/abc/read')).status).toBe(400);
  });

  it('marks all read for one user only', async () => {
    const res = await bob.post('/api/notifications/read-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marked: 4, unread: 0 });
    expect((await bob.get('/api/notifications')).body.items.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await bob.post('/api/notifications/read-all')).body).toEqual({ marked: 0, unread: 0 });
    // Olive's invoice, which Bob cannot see, stayed unread for Olive.
    expect((await olive.get('/api/notifications')).body.unread).toBe(4);
  });
});

describe('read counts and readers', () => {
  it('counts reads per notification and lists who read it', async () => {
    const list = await admin.get('/api/admin/notifications');
    const welcome = list.body.items.find((n: { subject: string }) => n.subject === 'Welcome aboard');
    expect(welcome).toMatchObject({ readCount: 2, recipientCount: 3 });
    expect(list.body.items.find((n: { subject: string }) => n.subject === 'Your invoice')).toMatchObject({ readCount: 0, recipientCount: 1 });

    const readers = await admin.get(`/api/admin/notifications/${welcome.id}/readers`);
    expect(readers.status).toBe(200);
    // Latest first: Bob read all after Olive.
    expect(readers.body.items.map((r: { email: string }) => r.email)).toEqual(['bob@example.com', 'olive@example.com']);
    expect(readers.body.items[1]).toEqual({ userId: oliveId, name: 'Olive Owner', email: 'olive@example.com', readAt: expect.any(String) });
    expect((await admin.get(`/api/admin/notifications/${welcome.id}/readers?search=olive`)).body.total).toBe(1);

    const content = await admin.get(`/api/admin/notifications/${welcome.id}`);
    expect(content.body).toMatchObject({ subject: 'Welcome aboard', content: 'Hello **everyone**.\n\n<script>alert(1)</script>', readCount: 2 });
  });

  it('edits a notification, dropping the reads of users it is no longer for', async () => {
    const welcome = (await admin.get('/api/admin/notifications?search=Welcome')).body.items[0];
    const res = await admin.request('PUT', `/api/admin/notifications/${welcome.id}`, {
      subject: 'Welcome, Bob',
      type: 'Tips',
      content: 'Just you.',
      audience: 'user',
      recipientEmail: 'bob@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subject: 'Welcome, Bob',
      type: 'Tips',
      audience: 'user',
      recipient: { id: bobId },
      readCount: 1,
      recipientCount: 1,
      content: 'Just you.',
    });
    expect(subjects(await olive.get('/api/notifications'))).not.toContain('Welcome, Bob');
    expect((await olive.post(`/api/notifications/${welcome.id}/read`)).status).toBe(404);
    expect((await bob.get('/api/notifications')).body.items.find((n: { id: number }) => n.id === welcome.id)).toMatchObject({
      subject: 'Welcome, Bob',
      read: true,
    });
    expect((await admin.request('PUT', '/api/admin/notifications/999999', { subject: 'S', type: 'Tips', content: 'C', audience: 'all' })).status).toBe(404);
  });

  it('deletes a notification with its reads', async () => {
    const welcome = (await admin.get('/api/admin/notifications?search=Welcome')).body.items[0];
    const res = await admin.request('DELETE', `/api/admin/notifications/${welcome.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: welcome.id });
    expect((await admin.get(`/api/admin/notifications/${welcome.id}`)).status).toBe(404);
    expect(await em().count(NotificationReadSchema, { notificationId: welcome.id })).toBe(0);
    expect((await bob.get('/api/notifications')).body.items.map((n: { id: number }) => n.id)).not.toContain(welcome.id);
    expect((await admin.request('DELETE', `/api/admin/notifications/${welcome.id}`)).status).toBe(404);
  });
});

describe('live updates', () => {
  it("tells the recipient's open dashboard to refetch, and no one else's", async () => {
    const oliveSocket = await openSocket(t.url, olive.cookieHeader());
    const bobSocket = await openSocket(t.url, bob.cookieHeader());
    await waitForMessage(oliveSocket.messages, 'hello');
    await waitForMessage(bobSocket.messages, 'hello');
    await send({ subject: 'Only Olive', type: 'Tips', content: 'Psst', audience: 'user', recipientEmail: 'olive@example.com' });
    // The event says only that something changed: no subject, no content.
    expect(await waitForMessage(oliveSocket.messages, 'notifications.changed')).toEqual({ type: 'notifications.changed' });
    await send({ subject: 'Everyone', type: 'Tips', content: 'Hi all', audience: 'all' });
    await waitForMessage(bobSocket.messages, 'notifications.changed');
    expect(bobSocket.messages.filter((m) => m.type === 'notifications.changed')).toHaveLength(1);
    oliveSocket.socket.close();
    bobSocket.socket.close();
  });
});
