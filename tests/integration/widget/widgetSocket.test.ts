import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadSettings } from '../../../core/src/config/loadSettings.ts';
import { createLogger } from '../../../core/src/logger.ts';
import { startPlatform, type Platform } from '../../../core/src/platform.ts';
import { pluginSocketPublisher } from '../../../core/src/realtime/pluginSockets.ts';
import { ApiClient } from '../../support/apiClient.ts';
import type { TestPlatform } from '../../support/testPlatform.ts';
import { widgetAdapter } from '../../../plugins/web-chat-widget/src/server/channel/widgetAdapter.ts';
import { openVisitor, signUpOwner, startWidgetPlatform, type WidgetApi } from '../../../plugins/web-chat-widget/src/server/testing/widgetApi.ts';

let t: TestPlatform;
let owner: WidgetApi;
let widget: { id: number; widgetId: string };

beforeAll(async () => {
  // No job workers: what the socket hands the runtime stays in inbound_event for the test to read.
  t = await startWidgetPlatform({}, { work: false });
  owner = await signUpOwner(t);
  widget = await owner.createWidget({ domains: ['https://shop.example.com', 'https://www.example.org'] });
});
afterAll(async () => t.stop());

const inboundEvents = (widgetId: string) =>
  t.platform.db
    .em()
    .execute<Array<{ account_id: number; channel: string; event_id: string; subscriber_external_id: string; kind: string; payload: Record<string, unknown> }>>(
      `select "account_id", "channel", "event_id", "subscriber_external_id", "kind", "payload" from "inbound_event" where "channel_account_id" = :widgetId order by "id"`,
      { widgetId },
    );

/** Sends as the flow runtime's send job does: through the adapter, with the host's send context. */
const sendAsFlow = (platform: Platform, visitorId: string, text: string, key = randomUUID()) =>
  widgetAdapter.send(
    { accountId: owner.accountId, channelAccountId: widget.widgetId, credentials: {} },
    visitorId,
    widgetAdapter.render({ kind: 'text', text }),
    key,
    {
      em: platform.db.em(),
      sockets: pluginSocketPublisher(platform.realtime, 'web-chat-widget'),
      ...platform.ports.hostInfos.infoFor('web-chat-widget', platform.ports.hostInfos.defaultUrl),
      vault: platform.ports.vaultOf('web-chat-widget'),
    },
  );

const visitorIdOf = (token: string) => token.split('.')[0]!;

describe('who may open the widget', () => {
  it("refuses a page on a site that is not one of the widget's domains, saying why", async () => {
    const foreign = await openVisitor(t.url, { widgetId: widget.widgetId }, 'https://evil.example.net');
    expect(await foreign.closed).toEqual({ code: 4403, reason: "This site (https://evil.example.net) is not on the widget's list of domains." });
    expect(foreign.messages).toEqual([]);
    // The same host over http, a look-alike subdomain, and no Origin at all: refused too.
    for (const origin of ['http://shop.example.com', 'https://shop.example.com.evil.net', null]) {
      expect((await (await openVisitor(t.url, { widgetId: widget.widgetId }, origin)).closed).code).toBe(4403);
    }
  });

  it('opens for a page on the local machine over http when the widget lists it, with its port', async () => {
    const local = await owner.createWidget({ domains: ['http://localhost:5173', 'http://shop.localhost:3000'] });
    for (const origin of ['http://localhost:5173', 'http://shop.localhost:3000']) {
      const visitor = await openVisitor(t.url, { widgetId: local.widgetId }, origin);
      expect((await visitor.next('ready')).type).toBe('ready');
      visitor.socket.close();
    }
    for (const origin of ['http://localhost:3000', 'https://localhost:5173', 'http://localhost.evil.com:5173', 'http://127.0.0.1:5173']) {
      expect((await (await openVisitor(t.url, { widgetId: local.widgetId }, origin)).closed).code).toBe(4403);
    }
  });

  it('refuses an unknown, a malformed and a deleted widget id', async () => {
    expect(await (await openVisitor(t.url, { widgetId: 'NoSuchWidget0000' })).closed).toEqual({ code: 4404, reason: 'No chat widget has this id.' });
    expect((await (await openVisitor(t.url, { widgetId: '<script>' })).closed).code).toBe(4400);
    expect((await (await openVisitor(t.url, {})).closed).code).toBe(4400);
    const gone = await owner.createWidget();
    await owner.delete(`/accounts/${gone.id}`);
    expect((await (await openVisitor(t.url, { widgetId: gone.widgetId })).closed).code).toBe(4404);
  });

  it("answers a page on one of the widget's domains with a signed visitor id and the widget's look", async () => {
    const visitor = await openVisitor(t.url, { widgetId: widget.widgetId }, 'https://www.example.org');
    const ready = await visitor.next('ready');
    expect(ready).toEqual({
      type: 'ready',
      visitor: expect.stringMatching(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/),
      look: {
        title: 'Ask us',
        tagline: '',
        primaryColor: '#1f6feb',
        textColor: '#ffffff',
        placement: 'right',
        openDelaySeconds: 0,
        embedMode: 'bubble',
        logoUrl: null,
        faviconUrl: null,
      },
      language: { locale: 'en-US', dir: 'ltr', texts: expect.objectContaining({ open: 'Open chat' }) },
      history: [],
    });
    visitor.socket.close();

    // Coming back with the token: the same visitor. A forged or foreign token: a new one.
    const again = await openVisitor(t.url, { widgetId: widget.widgetId, visitor: ready.visitor });
    expect((await again.next('ready')).visitor).toBe(ready.visitor);
    again.socket.close();
    const forged = `${visitorIdOf(ready.visitor)}.${'A'.repeat(43)}`;
    const stranger = await openVisitor(t.url, { widgetId: widget.widgetId, visitor: forged });
    expect(visitorIdOf((await stranger.next('ready')).visitor)).not.toBe(visitorIdOf(ready.visitor));
    stranger.socket.close();
    const otherWidget = await owner.createWidget();
    const elsewhere = await openVisitor(t.url, { widgetId: otherWidget.widgetId, visitor: ready.visitor });
    expect(visitorIdOf((await elsewhere.next('ready')).visitor)).not.toBe(visitorIdOf(ready.visitor));
    elsewhere.socket.close();
  });

  it('is refused on a brand that switched the plugin off', async () => {
    const client = new ApiClient(t.url);
    await client.post('/api/auth/login', { email: 'admin@example.com', password: 'admin password 1' });
    expect((await client.request('PUT', '/api/plugins/web-chat-widget', { enabled: false })).status).toBe(200);
    try {
      expect(await (await openVisitor(t.url, { widgetId: widget.widgetId })).closed).toEqual({ code: 4404, reason: 'This service is not available here.' });
    } finally {
      await client.request('PUT', '/api/plugins/web-chat-widget', { enabled: true });
    }
  });
});

describe("a visitor's messages", () => {
  it('reach the flow runtime as canonical events, once each, with the transcript showing them back', async () => {
    const visitor = await openVisitor(t.url, { widgetId: widget.widgetId });
    const visitorId = visitorIdOf((await visitor.next('ready')).visitor);
    const id = randomUUID();
    visitor.send({ type: 'message', id, text: '  Hello there ' });
    const echoed = await visitor.next('messages');
    expect(echoed.messages).toEqual([
      { id: expect.any(Number), from: 'visitor', at: expect.any(String), body: { kind: 'visitor', text: 'Hello there' }, clientId: id },
    ]);
    // Sent again after a reconnect: stored once, shown once, one event.
    visitor.send({ type: 'message', id, text: 'Hello there' });
    visitor.send({ type: 'postback', id: randomUUID(), payload: 'flow:7:button:b1', title: 'Prices' });
    visitor.send({ type: 'quickReply', id: randomUUID(), payload: 'reply:r1', text: 'Yes' });
    visitor.send({ type: 'opened' });
    visitor.send({ type: 'opened' });
    await visitor.next('messages', (m) => m.messages.some((w) => w.body.kind === 'visitor' && w.body.text === 'Yes'));

    const deadline = Date.now() + 5000;
    let events = await inboundEvents(widget.widgetId);
    while (events.filter((e) => e.subscriber_external_id === visitorId).length < 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      events = await inboundEvents(widget.widgetId);
    }
    const mine = events.filter((e) => e.subscriber_external_id === visitorId);
    expect(mine.map((e) => [e.kind, e.event_id])).toEqual([
      ['message', `${visitorId}:${id}`],
      ['postback', expect.stringMatching(new RegExp(`^${visitorId}:`))],
      ['quickReply', expect.stringMatching(new RegExp(`^${visitorId}:`))],
      ['optIn', `${visitorId}:opened`],
    ]);
    expect(mine.every((e) => e.account_id === owner.accountId && e.channel === 'widget')).toBe(true);
    expect(mine[0]!.payload).toMatchObject({ kind: 'message', text: 'Hello there', subscriberExternalId: visitorId });
    expect(mine[1]!.payload).toMatchObject({ kind: 'postback', payload: 'flow:7:button:b1', title: 'Prices' });
    const transcript = await t.platform.db
      .em()
      .execute<Array<{ n: string | number }>>(`select count(*) as n from "web_chat_widget_message" where "visitor_id" = :visitorId`, { visitorId });
    expect(Number(transcript[0]!.n)).toBe(3);
    visitor.socket.close();
  });

  it('answers what it does not understand with an error, and keeps the socket', async () => {
    const visitor = await openVisitor(t.url, { widgetId: widget.widgetId });
    await visitor.next('ready');
    visitor.socket.send('not json');
    expect(await visitor.next('error')).toEqual({ type: 'error', code: 'BAD_REQUEST', message: 'Send each message as a JSON object.' });
    visitor.send({ type: 'message', id: randomUUID(), text: '   ' });
    expect(await visitor.next('error', (m) => m.code === 'VALIDATION_FAILED')).toEqual({
      type: 'error',
      code: 'VALIDATION_FAILED',
      message: 'Type a message.',
    });
    visitor.send({ type: 'message', id: randomUUID(), text: 'still here' });
    await visitor.next('messages');
    visitor.socket.close();
  });
});

describe('the host guarding the socket', () => {
  it('closes a socket that floods it or sends a message over the size limit', async () => {
    const flooder = await openVisitor(t.url, { widgetId: widget.widgetId });
    await flooder.next('ready');
    for (let i = 0; i < 25; i++) flooder.send({ type: 'read', upTo: 1 });
    expect(await flooder.closed).toEqual({ code: 4008, reason: 'Too many messages. Wait a moment, then reconnect.' });
    const talker = await openVisitor(t.url, { widgetId: widget.widgetId });
    await talker.next('ready');
    talker.send({ type: 'message', id: randomUUID(), text: 'x'.repeat(9000) });
    expect((await talker.closed).code).toBe(1009);
  });

  it('holds what the client sends before the connection is accepted, and hands it on in order', async () => {
    const url = `${t.url.replace(/^http/, 'ws')}/api/web-chat-widget/socket?widgetId=${widget.widgetId}`;
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(url, { headers: { origin: 'https://shop.example.com' } });
    const texts: string[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; messages?: Array<{ body: { text?: string } }> };
      if (message.type === 'messages') texts.push(...message.messages!.map((m) => m.body.text ?? ''));
    });
    // Sent the moment the socket opens, while the server still loads the widget.
    socket.on('open', () => ['one', 'two', 'three'].forEach((text) => socket.send(JSON.stringify({ type: 'message', id: randomUUID(), text }))));
    const deadline = Date.now() + 5000;
    while (texts.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(texts).toEqual(['one', 'two', 'three']);
    socket.close();
  });
});

describe("a flow's messages", () => {
  it('reach every open socket of the visitor, and wait in the transcript for one who is away', async () => {
    const tab1 = await openVisitor(t.url, { widgetId: widget.widgetId });
    const token = (await tab1.next('ready')).visitor;
    const tab2 = await openVisitor(t.url, { widgetId: widget.widgetId, visitor: token });
    await tab2.next('ready');
    const bystander = await openVisitor(t.url, { widgetId: widget.widgetId });
    await bystander.next('ready');

    const key = randomUUID();
    const sent = await sendAsFlow(t.platform, visitorIdOf(token), 'Welcome!', key);
    for (const tab of [tab1, tab2]) {
      const got = await tab.next('messages');
      expect(got.messages).toEqual([{ id: Number(sent.platformMessageId), from: 'bot', at: expect.any(String), body: { kind: 'text', text: 'Welcome!' } }]);
    }
    // A retried send job (same idempotency key) is the same message.
    expect(await sendAsFlow(t.platform, visitorIdOf(token), 'Welcome!', key)).toEqual(sent);
    tab1.socket.close();
    tab2.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bystander.messages.map((m) => m.type)).toEqual(['ready']);
    bystander.socket.close();

    // Away: the flow goes on; back, the visitor gets the last 50 messages, oldest first.
    for (let i = 1; i <= 55; i++) await sendAsFlow(t.platform, visitorIdOf(token), `Update ${i}`);
    const back = await openVisitor(t.url, { widgetId: widget.widgetId, visitor: token });
    const ready = await back.next('ready');
    expect(ready.history).toHaveLength(50);
    expect(ready.history.map((m) => (m.body.kind === 'text' ? m.body.text : ''))).toEqual(Array.from({ length: 50 }, (_, i) => `Update ${i + 6}`));
    back.socket.close();
  });

  it('reach the visitor from another web process (PostgreSQL LISTEN/NOTIFY)', async () => {
    // On PostgreSQL a second process sends; PGlite belongs to one process, whose bus is in-process.
    const second =
      t.database.kind === 'postgres'
        ? await startPlatform(loadSettings({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...t.database.env }), {
            serve: false,
            work: false,
            logger: createLogger('error'),
          })
        : null;
    try {
      const sender = second ?? t.platform;
      expect(sender.realtime.constructor.name).toBe(t.database.kind === 'postgres' ? 'PgNotifyBus' : 'LocalBus');
      const visitor = await openVisitor(t.url, { widgetId: widget.widgetId });
      const token = (await visitor.next('ready')).visitor;
      await sendAsFlow(sender, visitorIdOf(token), 'From the worker');
      const got = await visitor.next('messages');
      expect(got.messages[0]!.body).toEqual({ kind: 'text', text: 'From the worker' });
      visitor.socket.close();
    } finally {
      await second?.stop();
    }
  });
});

describe('the embed script', () => {
  it('is served publicly as JavaScript, the same for every widget', async () => {
    const res = await fetch(`${t.url}/api/web-chat-widget/widget.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const code = await res.text();
    expect(code.startsWith('(function')).toBe(true);
    expect(code).toContain('/api/web-chat-widget/socket?');
  });
});
