import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '../../../core/src/auth/passwordHash.ts';
import { UserSchema } from '../../../core/src/db/entities/User.ts';
import { ApiClient } from '../../support/apiClient.ts';
import type { TestPlatform } from '../../support/testPlatform.ts';
import { openVisitor, signUpOwner, startWidgetPlatform, type Visitor, type WidgetApi } from '../../../plugins/web-chat-widget/src/server/testing/widgetApi.ts';

/**
 * Issue 21: a widget visitor's profile through the SDK's subscriber directory — who they are,
 * their custom fields, the flows they are in and the conversation, paged — the list's custom
 * fields, editing a field, and the refusals (another account: 404; a read-only member: 403).
 */
let t: TestPlatform;
let owner: WidgetApi;
let widget: { id: number; widgetId: string };
let subscriberId: number;

const botCount = (visitor: Visitor) => visitor.messages.flatMap((m) => (m.type === 'messages' ? m.messages : [])).filter((m) => m.from === 'bot').length;

async function botSays(visitor: Visitor, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (botCount(visitor) < count) {
    if (Date.now() > deadline) throw new Error(`the bot said ${botCount(visitor)} messages, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function publishShopFlow(): Promise<void> {
  const graph = {
    nodes: [
      { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'hello', strictness: 'match' }] } },
      {
        id: 'm1',
        type: 'NewMessageSet',
        position: { x: 250, y: 0 },
        data: { items: [{ id: 'b', kind: 'buttons', text: 'Hi! What are you after?', buttons: [{ id: 'prices', type: 'next_step', title: 'Prices' }] }] },
      },
      { id: 'm2', type: 'NewMessageSet', position: { x: 500, y: 0 }, data: { items: [{ id: 't', kind: 'text', text: 'Our prices start at 10 USD.' }] } },
    ],
    edges: [
      { id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' },
      { id: 'e2', source: 'm1', sourceHandle: 'button:prices', target: 'm2' },
    ],
  };
  const created = await owner.client.post('/api/flows', { name: 'Shop', channel: 'widget', channelAccountId: widget.widgetId });
  expect((await owner.client.request('PUT', `/api/flows/${created.body.id}/draft`, { graph, revision: created.body.draftRevision })).status).toBe(200);
  expect((await owner.client.post(`/api/flows/${created.body.id}/publish`)).status).toBe(200);
}

beforeAll(async () => {
  t = await startWidgetPlatform();
  owner = await signUpOwner(t);
  widget = await owner.createWidget();
  await publishShopFlow();
  for (const body of [
    { name: 'City', scope: 'user', fallback: 'somewhere' },
    { name: 'first_name', scope: 'user' },
    { name: 'last_name', scope: 'user' },
    { name: 'Plan', scope: 'global', value: 'Gold' },
  ]) {
    expect((await owner.client.post('/api/custom-variables', body)).status).toBe(201);
  }

  const visitor = await openVisitor(t.url, { widgetId: widget.widgetId });
  await visitor.next('ready');
  visitor.send({ type: 'opened' });
  visitor.send({ type: 'message', id: randomUUID(), text: 'Hello' });
  await botSays(visitor, 1);
  const buttons = visitor.messages.flatMap((m) => (m.type === 'messages' ? m.messages : [])).find((m) => m.from === 'bot')!.body;
  const payload = buttons.kind === 'buttons' && buttons.buttons[0]!.type === 'postback' ? buttons.buttons[0]!.payload : '';
  visitor.send({ type: 'postback', id: randomUUID(), payload, title: 'Prices' });
  await botSays(visitor, 2);
  visitor.socket.close();
  const list = await owner.get('/subscribers');
  subscriberId = list.body.items[0].id;
}, 90_000);
afterAll(async () => t.stop());

describe("a widget visitor's profile", () => {
  it('holds who they are, their fields, the flow they were in and the whole conversation, newest last', async () => {
    const res = await owner.get(`/subscribers/${subscriberId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: subscriberId,
      channel: 'widget',
      channelAccountId: widget.widgetId,
      channelAccountName: 'Shop chat',
      displayName: null,
      firstName: null,
      lastName: null,
      email: null,
      tags: [],
      firstSeenAt: expect.any(String),
      lastSeenAt: expect.any(String),
      customFields: [
        { key: 'city', name: 'City', scope: 'user', value: null, fallback: 'somewhere' },
        { key: 'first_name', name: 'first_name', scope: 'user', value: null, fallback: null },
        { key: 'last_name', name: 'last_name', scope: 'user', value: null, fallback: null },
        { key: 'plan', name: 'Plan', scope: 'global', value: 'Gold', fallback: null },
      ],
      flows: [{ flowName: 'Shop', deleted: false, state: 'ended', startedAt: expect.any(String) }],
    });
    expect(res.body.history.earlier).toBeNull();
    expect(res.body.history.messages.map((m: { direction: string; text: string; choices: string[] }) => [m.direction, m.text, m.choices])).toEqual([
      ['in', 'Hello', []],
      ['out', 'Hi! What are you after?', ['Prices']],
      ['in', 'Prices', []],
      ['out', 'Our prices start at 10 USD.', []],
    ]);
    const times = res.body.history.messages.map((m: { at: string }) => Date.parse(m.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(res.body.history.messages[1]).toMatchObject({ kind: 'buttons', state: 'sent' });
  });

  it('pages back through the conversation with the cursor', async () => {
    const newest = await owner.get(`/subscribers/${subscriberId}/history?limit=3`);
    expect(newest.status).toBe(200);
    expect(newest.body.messages.map((m: { text: string }) => m.text)).toEqual(['Hi! What are you after?', 'Prices', 'Our prices start at 10 USD.']);
    expect(newest.body.earlier).toEqual(expect.any(String));
    const older = await owner.get(`/subscribers/${subscriberId}/history?limit=3&before=${encodeURIComponent(newest.body.earlier)}`);
    expect(older.body).toEqual({ messages: [expect.objectContaining({ direction: 'in', text: 'Hello' })], earlier: null });
    for (const before of ['yesterday', `${'9'.repeat(19)}-i-1`]) {
      const bad = await owner.get(`/subscribers/${subscriberId}/history?before=${before}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.before).toBe('This page of the conversation does not exist: reload the profile.');
    }
  });

  it('lets the owner set and clear a user field; the list and the display name follow', async () => {
    expect((await owner.put(`/subscribers/${subscriberId}/fields/city`, { value: 'Manila' })).body).toEqual({
      key: 'city',
      name: 'City',
      scope: 'user',
      value: 'Manila',
      fallback: 'somewhere',
    });
    expect((await owner.put(`/subscribers/${subscriberId}/fields/first_name`, { value: 'Ada' })).status).toBe(200);
    expect((await owner.put(`/subscribers/${subscriberId}/fields/last_name`, { value: 'Lovelace' })).status).toBe(200);
    const profile = (await owner.get(`/subscribers/${subscriberId}`)).body;
    expect(profile).toMatchObject({ displayName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' });
    expect(profile.customFields[0]).toMatchObject({ key: 'city', value: 'Manila' });
    // The subscriber's own name column (a User Input saved it) beats the variable of that name.
    await t.platform.db.em().execute(`update "subscriber" set "first_name" = 'Grace' where "id" = :id`, { id: subscriberId });
    expect((await owner.get(`/subscribers/${subscriberId}`)).body.displayName).toBe('Grace Lovelace');

    const list = await owner.get('/subscribers');
    expect(list.body.items[0].customFields).toEqual({ City: 'Manila', first_name: 'Ada', last_name: 'Lovelace', Plan: 'Gold' });

    expect((await owner.put(`/subscribers/${subscriberId}/fields/city`, { value: '' })).body.value).toBeNull();
    expect((await owner.get('/subscribers')).body.items[0].customFields.City).toBeNull();
  });

  it('refuses a global variable, an unknown one and a value that breaks the rules, with sentences', async () => {
    const global = await owner.put(`/subscribers/${subscriberId}/fields/plan`, { value: 'Silver' });
    expect(global.status).toBe(400);
    expect(global.body.error.message).toBe('This is a global variable: it has one value for the whole account. Change it in Custom Variables.');
    const unknown = await owner.put(`/subscribers/${subscriberId}/fields/colour`, { value: 'red' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No such custom variable: it may have been deleted. Reload the profile.');
    const long = await owner.put(`/subscribers/${subscriberId}/fields/city`, { value: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.value).toBe('A value has at most 500 characters.');
    const twoLines = await owner.put(`/subscribers/${subscriberId}/fields/city`, { value: 'a\nb' });
    expect(twoLines.body.error.fields.value).toBe('A value is one line of text: remove line breaks and tabs.');
    expect((await owner.put(`/subscribers/${subscriberId}/fields/city`, {})).status).toBe(400);
  });

  it('is not found for another account, whatever the route', async () => {
    const stranger = await signUpOwner(t, 'Stranger');
    for (const res of [
      await stranger.get(`/subscribers/${subscriberId}`),
      await stranger.get(`/subscribers/${subscriberId}/history`),
      await stranger.put(`/subscribers/${subscriberId}/fields/city`, { value: 'Oslo' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('No such subscriber.');
    }
    expect((await owner.get(`/subscribers/${subscriberId}`)).body.customFields[0].value).toBeNull();
  });

  it("is not found on the widget's routes for the account's subscriber of another channel", async () => {
    const [telegram] = await t.platform.db
      .em()
      .execute<{ id: number }[]>(
        `insert into "subscriber" ("account_id", "channel", "channel_account_id", "external_id", "name") values (:accountId, 'telegram', 'bot1', 'chat1', 'Tom') returning "id"`,
        { accountId: owner.accountId },
      );
    expect((await owner.get(`/subscribers/${telegram!.id}`)).status).toBe(404);
    expect((await owner.get(`/subscribers/${telegram!.id}/history`)).status).toBe(404);
    expect((await owner.put(`/subscribers/${telegram!.id}/fields/city`, { value: 'Oslo' })).status).toBe(404);
  });

  it('is readable but not editable for a member who may only read subscribers', async () => {
    const level = await owner.client.post('/api/access-levels', {
      name: 'Subscriber readers',
      permissions: [{ slug: 'web-chat-widget/subscribers', read: true, edit: false, create: false, delete: false }],
    });
    expect(level.status).toBe(201);
    const email = `reader.${process.pid}@example.com`;
    expect((await owner.client.post('/api/team-members', { name: 'Rui Reader', email, accessType: 'team_member', accessLevelId: level.body.id })).status).toBe(
      201,
    );
    await t.platform.db.em().nativeUpdate(UserSchema, { email }, { passwordHash: await hashPassword('rui password 1') });
    const reader = new ApiClient(t.url);
    expect((await reader.post('/api/auth/login', { email, password: 'rui password 1' })).status).toBe(200);
    expect((await reader.request('GET', `/api/web-chat-widget/subscribers/${subscriberId}`)).status).toBe(200);
    expect((await reader.request('PUT', `/api/web-chat-widget/subscribers/${subscriberId}/fields/city`, { value: 'Oslo' })).status).toBe(403);
  });
});
