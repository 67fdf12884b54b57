import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestPlatform } from '../../../../../tests/support/testPlatform.ts';
import { featureIds } from '../../common/ids.ts';
import { signUpOwner, startWidgetPlatform, type WidgetApi } from '../testing/widgetApi.ts';

let t: TestPlatform;
let api: WidgetApi;

beforeAll(async () => {
  t = await startWidgetPlatform();
  api = await signUpOwner(t);
});
afterAll(async () => t.stop());

describe('widget accounts', () => {
  it('creates a widget with its look, sites and a public widget id, and reads it back', async () => {
    const res = await api.post('/accounts', {
      name: ' Shop chat ',
      title: 'Ask us anything',
      tagline: 'We answer within minutes',
      primaryColor: '#0A7C3E',
      textColor: '#FFFFFF',
      placement: 'left',
      openDelaySeconds: 5,
      embedMode: 'iframe',
      domains: ['shop.example.com', 'https://www.example.com/contact', 'https://example.com:8443'],
      faviconUrl: 'https://cdn.example.com/favicon.png',
      logoUrl: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      widgetId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      name: 'Shop chat',
      title: 'Ask us anything',
      tagline: 'We answer within minutes',
      primaryColor: '#0a7c3e',
      textColor: '#ffffff',
      placement: 'left',
      openDelaySeconds: 5,
      embedMode: 'iframe',
      // Kept as the origins a browser sends: a bare host is its https site, paths go.
      domains: ['https://shop.example.com', 'https://www.example.com', 'https://example.com:8443'],
      faviconUrl: 'https://cdn.example.com/favicon.png',
      logoUrl: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await api.get(`/accounts/${res.body.id}`)).body).toEqual(res.body);
    // The signing secret never leaves the server.
    expect(JSON.stringify((await api.get('/accounts')).body)).not.toMatch(/secret/i);
  });

  it("fills the look's defaults", async () => {
    const widget = await api.createWidget({ name: 'Defaults' });
    expect(widget).toMatchObject({
      tagline: '',
      primaryColor: '#1f6feb',
      textColor: '#ffffff',
      placement: 'right',
      openDelaySeconds: 0,
      embedMode: 'bubble',
      faviconUrl: null,
      logoUrl: null,
    });
  });

  it("refuses an http site with 'Insecure Domain', and a widget with no site", async () => {
    const insecure = await api.post('/accounts', { name: 'W', title: 'T', domains: ['https://ok.example.com', 'http://shop.example.com'] });
    expect(insecure.status).toBe(400);
    expect(insecure.body.error.fields).toEqual({ domains: 'Insecure Domain' });
    const none = await api.post('/accounts', { name: 'W', title: 'T', domains: [] });
    expect(none.body.error.fields).toEqual({ domains: 'Add at least one domain.' });
    const missing = await api.post('/accounts', { name: 'W', title: 'T' });
    expect(missing.body.error.fields).toEqual({ domains: 'Add at least one domain.' });
    const junk = await api.post('/accounts', { name: 'W', title: 'T', domains: ['not a domain'] });
    expect(junk.body.error.fields).toEqual({ domains: 'Enter a domain such as https://www.example.com.' });
    const twice = await api.post('/accounts', { name: 'W', title: 'T', domains: ['example.com', 'https://example.com/'] });
    expect(twice.body.error.fields).toEqual({ domains: 'This domain is listed twice.' });
    const edit = await api.patch(`/accounts/${(await api.createWidget()).id}`, { domains: ['http://shop.example.com'] });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields).toEqual({ domains: 'Insecure Domain' });
  });

  it('takes http sites on the local machine only, on any port, to try the widget before the site is online', async () => {
    const local = await api.post('/accounts', {
      name: 'Local',
      title: 'T',
      domains: ['http://localhost', 'http://localhost:3000/shop', 'http://foo.localhost:5173', 'http://127.0.0.1:8080', 'localhost:4000'],
    });
    expect(local.status).toBe(201);
    expect(local.body.domains).toEqual([
      'http://localhost',
      'http://localhost:3000',
      'http://foo.localhost:5173',
      'http://127.0.0.1:8080',
      'http://localhost:4000',
    ]);
    for (const lookalike of ['http://localhost.evil.com', 'http://127.0.0.1.nip.io:8080', 'http://example.com']) {
      const res = await api.patch(`/accounts/${local.body.id}`, { domains: ['http://localhost', lookalike] });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ domains: 'Insecure Domain' });
    }
    expect((await api.get(`/accounts/${local.body.id}`)).body.domains).toEqual(local.body.domains);
  });

  it('answers other bad input with a message per field', async () => {
    const bad = await api.post('/accounts', {
      name: '',
      title: 'x'.repeat(61),
      primaryColor: 'green',
      placement: 'top',
      openDelaySeconds: 601,
      embedMode: 'popup',
      domains: ['https://example.com'],
      faviconUrl: 'http://cdn.example.com/icon.png',
      visitorSecret: 'mine',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      name: 'Enter the widget name.',
      title: 'Use at most 60 characters for the title.',
      primaryColor: 'Use a colour such as #1f6feb.',
      placement: 'Choose right or left.',
      openDelaySeconds: 'Use a number of seconds from 0 to 600.',
      embedMode: 'Choose bubble or iframe.',
      faviconUrl: 'URLs must be HTTPS.',
      visitorSecret: 'This field is not allowed.',
    });
  });

  it('changes only the fields sent', async () => {
    const widget = await api.createWidget({ name: 'Before', tagline: 'Kept' });
    const res = await api.patch(`/accounts/${widget.id}`, { name: 'After', domains: ['https://new.example.com'], logoUrl: 'https://cdn.example.com/logo.png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'After',
      tagline: 'Kept',
      widgetId: widget.widgetId,
      domains: ['https://new.example.com'],
      logoUrl: 'https://cdn.example.com/logo.png',
    });
  });

  it('lists, searches and sorts the widgets of the account', async () => {
    const other = await signUpOwner(t, 'Lister');
    await other.createWidget({ name: 'Bakery', title: 'Fresh bread' });
    await other.createWidget({ name: 'Garage', title: 'Cars' });
    await other.createWidget({ name: 'Bookshop', title: 'Read more' });
    const byName = (await other.get('/accounts?sort=name&order=asc')).body;
    expect(byName.total).toBe(3);
    expect(byName.items.map((w: { name: string }) => w.name)).toEqual(['Bakery', 'Bookshop', 'Garage']);
    expect((await other.get('/accounts?search=bread')).body.items.map((w: { name: string }) => w.name)).toEqual(['Bakery']);
    expect((await other.get('/accounts?search=100%25')).body.total).toBe(0);
    expect((await other.get('/accounts?pageSize=2&page=2&sort=name&order=asc')).body).toMatchObject({
      total: 3,
      page: 2,
      pageSize: 2,
      items: [{ name: 'Garage' }],
    });
  });

  it('deletes a widget and undoes the delete', async () => {
    const widget = await api.createWidget({ name: 'Short-lived' });
    expect((await api.delete(`/accounts/${widget.id}`)).body).toEqual({ id: widget.id });
    expect((await api.get(`/accounts/${widget.id}`)).status).toBe(404);
    expect((await api.get('/accounts?search=Short-lived')).body.total).toBe(0);
    expect((await api.delete(`/accounts/${widget.id}`)).status).toBe(404);
    const restored = await api.post(`/accounts/${widget.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: widget.id, widgetId: widget.widgetId, name: 'Short-lived' });
    expect((await api.post(`/accounts/${widget.id}/restore`)).status).toBe(404);
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    expect((await api.get('/accounts/999999')).body.error.code).toBe('NOT_FOUND');
    expect((await api.get('/accounts/abc')).body.error.fields).toEqual({ id: 'Use the record id, a whole number.' });
    expect((await api.get('/accounts/99999999999')).body.error.fields).toEqual({ id: 'No record has this id.' });
  });
});

describe('the widget-accounts limit', () => {
  it('counts live widgets against the package, gives a use back on delete and takes it again on undo', async () => {
    const owner = await signUpOwner(t, 'Limited');
    const em = t.platform.db.em();
    const [fullAccess] = await em.execute<Array<{ access_level_id: number }>>(`select "access_level_id" from "package" where "is_default" = true limit 1`);
    const [pkg] = await em.execute<Array<{ id: number }>>(
      `insert into "package" ("brand_id", "name", "tier", "access_level_id", "price", "currency", "validity_duration", "validity_unit", "billing_period", "features", "is_default")
       values (1, 'One Widget', 'Pro', :level, '9.00', 'USD', 1, 'month', 'monthly', :features, false) returning "id"`,
      { level: fullAccess!.access_level_id, features: JSON.stringify([{ featureId: featureIds.widgetAccounts, limit: 1, lifetimeLimit: 0 }]) },
    );
    await em.execute(`update "account" set "package_id" = :pkg where "id" = :id`, { pkg: pkg!.id, id: owner.accountId });

    const first = await owner.createWidget({ name: 'First' });
    const second = await owner.post('/accounts', { name: 'Second', title: 'T', domains: ['https://example.com'] });
    expect(second.status).toBe(403);
    expect(second.body.error).toEqual({
      code: 'LIMIT_REACHED',
      message: 'Your One Widget package have reached the limit for this feature. You have already used-up 1/1. Please upgrade your account to do more.',
    });
    expect((await owner.delete(`/accounts/${first.id}`)).status).toBe(200);
    const replacement = await owner.createWidget({ name: 'Replacement' });
    const undo = await owner.post(`/accounts/${first.id}/restore`);
    expect(undo.status).toBe(403);
    expect(undo.body.error.code).toBe('LIMIT_REACHED');
    expect((await owner.get('/accounts')).body.items.map((w: { id: number }) => w.id)).toEqual([replacement.id]);
  });
});

describe('another account', () => {
  it("answers 404 for the first account's widgets by id, and lists none of them", async () => {
    const alice = await signUpOwner(t, 'Alice');
    const mallory = await signUpOwner(t, 'Mallory');
    const live = await alice.createWidget({ name: 'Alice private' });
    const deleted = await alice.createWidget({ name: 'Alice deleted' });
    await alice.delete(`/accounts/${deleted.id}`);
    const attempts = await Promise.all([
      mallory.get(`/accounts/${live.id}`),
      mallory.patch(`/accounts/${live.id}`, { name: 'Owned' }),
      mallory.delete(`/accounts/${live.id}`),
      mallory.post(`/accounts/${deleted.id}/restore`),
      mallory.get(`/accounts/${live.id}/defaults`),
      mallory.put(`/accounts/${live.id}/defaults`, { welcomeFlowId: null, defaultReplyFlowId: null }),
      mallory.get(`/subscribers?widgetId=${live.widgetId}`),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await mallory.get('/accounts?search=Alice')).body.total).toBe(0);
    expect((await alice.get(`/accounts/${live.id}`)).body.name).toBe('Alice private');
  });
});

describe('default flows', () => {
  it("chooses the widget's welcome and default-reply flows among the account's widget flows", async () => {
    const owner = await signUpOwner(t, 'Flows');
    const widget = await owner.createWidget();
    const flow = async (client: WidgetApi, body: Record<string, unknown>) => {
      const res = await client.client.post('/api/flows', body);
      if (res.status !== 201) throw new Error(`POST /api/flows answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.id as number;
    };
    const welcome = await flow(owner, { name: 'Hello', channel: 'widget', channelAccountId: widget.widgetId });
    const fallback = await flow(owner, { name: 'Sorry', channel: 'widget', channelAccountId: widget.widgetId });
    expect((await owner.get(`/accounts/${widget.id}/defaults`)).body).toEqual({ widgetId: widget.widgetId, welcomeFlowId: null, defaultReplyFlowId: null });
    const set = await owner.put(`/accounts/${widget.id}/defaults`, { welcomeFlowId: welcome, defaultReplyFlowId: fallback });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ widgetId: widget.widgetId, welcomeFlowId: welcome, defaultReplyFlowId: fallback });
    expect((await owner.get(`/accounts/${widget.id}/defaults`)).body).toEqual(set.body);

    // Another widget's flow, a flow on no widget yet (the runtime would never run it here),
    // another account's flow: none is a default here.
    const otherWidget = await owner.createWidget();
    const foreignWidgetFlow = await flow(owner, { name: 'Other widget', channel: 'widget', channelAccountId: otherWidget.widgetId });
    const orphan = await flow(owner, { name: 'On no widget', channel: 'widget' });
    const stranger = await signUpOwner(t, 'Stranger');
    const strangersFlow = await flow(stranger, { name: 'Theirs', channel: 'widget' });
    for (const id of [foreignWidgetFlow, orphan, strangersFlow, 999999]) {
      const res = await owner.put(`/accounts/${widget.id}/defaults`, { welcomeFlowId: id, defaultReplyFlowId: null });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Selected Flow Does Not Exist', fields: { welcomeFlowId: 'Selected Flow Does Not Exist' } });
    }
    // The runtime asks the channel plugin for them.
    const channel = t.platform.plugins.get('web-chat-widget')!.plugin.channel!;
    expect(await channel.defaults!(t.platform.db.em(), owner.accountId, widget.widgetId)).toEqual({ welcomeFlowId: welcome, defaultReplyFlowId: fallback });
    expect(await channel.defaults!(t.platform.db.em(), stranger.accountId, widget.widgetId)).toEqual({ welcomeFlowId: null, defaultReplyFlowId: null });
  });
});
