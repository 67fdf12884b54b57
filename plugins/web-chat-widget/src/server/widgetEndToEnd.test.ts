import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { edge, messageNode, minimalFlowGraph, publishFlow, referenceNode, type Product } from '@chatmill/sdk/testing';
import { widgetCloseCodes, type WidgetRendered } from '../common/protocol.ts';
import { openVisitor, signUpOwner, startWidgetProduct, type Visitor, type WidgetApi } from './testing/widgetApi.ts';

/**
 * The whole loop through the widget channel: published flows answer a website visitor on the
 * widget socket, through the flow runtime's inbound and send jobs, on PGlite and PostgreSQL.
 * The product runs as an operator's does, through the SDK's harness (`@chatmill/sdk/testing`).
 */
let t: Product;
let owner: WidgetApi;
let widget: { id: number; widgetId: string };

const start = referenceNode;
const message = messageNode;
const publishedFlow = (name: string, graph: Parameters<typeof publishFlow>[1]['graph']) =>
  publishFlow(owner.client, { name, channel: 'widget', channelAccountId: widget.widgetId, graph });

/** The bot's messages the visitor has seen so far, in order. */
const botSaid = (visitor: Visitor): WidgetRendered[] =>
  visitor.messages
    .flatMap((m) => (m.type === 'messages' ? m.messages : m.type === 'ready' ? m.history : []))
    .flatMap((w) => (w.from === 'bot' ? [w.body as WidgetRendered] : []));

async function botSays(visitor: Visitor, count: number, timeoutMs = 20_000): Promise<WidgetRendered[]> {
  const deadline = Date.now() + timeoutMs;
  while (botSaid(visitor).length < count) {
    if (Date.now() > deadline) throw new Error(`the bot said ${JSON.stringify(botSaid(visitor))}, expected ${count} messages`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return botSaid(visitor);
}

beforeAll(async () => {
  t = await startWidgetProduct();
  owner = await signUpOwner(t);
  widget = await owner.createWidget();
  await publishedFlow('Shop', {
    nodes: [
      start({ keywords: [{ text: 'hello', strictness: 'match' }] }),
      message('m1', [{ id: 'b', kind: 'buttons', text: 'Hi! What are you after?', buttons: [{ id: 'prices', type: 'next_step', title: 'Prices' }] }]),
      message('m2', [{ id: 't', kind: 'text', text: 'Our prices start at 10 USD.' }], 500),
    ],
    edges: [edge('start', 'm1'), edge('m1', 'm2', 'button:prices')],
  });
  // The smallest publishable flow (sdk/README.md 13.2), started by the widget's defaults below.
  const welcome = await publishedFlow('Welcome', minimalFlowGraph('Welcome to the shop!', {}));
  expect((await owner.put(`/accounts/${widget.id}/defaults`, { welcomeFlowId: welcome, defaultReplyFlowId: null })).status).toBe(200);
}, 180_000);
afterAll(async () => t.stop());

describe('a published flow on the widget', () => {
  it('welcomes a new visitor, answers a keyword with buttons, and follows the button they click', async () => {
    const visitor = await openVisitor(t.url, { widgetId: widget.widgetId });
    const token = (await visitor.next('ready')).visitor;
    visitor.send({ type: 'opened' });
    expect(await botSays(visitor, 1)).toEqual([{ kind: 'text', text: 'Welcome to the shop!' }]);

    visitor.send({ type: 'message', id: randomUUID(), text: 'Hello' });
    const [, buttons] = await botSays(visitor, 2);
    expect(buttons).toEqual({
      kind: 'buttons',
      text: 'Hi! What are you after?',
      buttons: [{ type: 'postback', title: 'Prices', payload: expect.stringMatching(/^~[0-9a-z]+\.[0-9a-z]+\.[\w-]{10}$/) }],
    });

    const click = buttons!.kind === 'buttons' ? buttons!.buttons[0]! : null;
    visitor.send({ type: 'postback', id: randomUUID(), payload: click!.type === 'postback' ? click!.payload : '', title: 'Prices' });
    expect((await botSays(visitor, 3))[2]).toEqual({ kind: 'text', text: 'Our prices start at 10 USD.' });
    visitor.socket.close();

    // The visitor comes back: the conversation is there, their own messages included.
    const back = await openVisitor(t.url, { widgetId: widget.widgetId, visitor: token });
    const history = (await back.next('ready')).history;
    expect(history.map((m) => [m.from, m.body.kind === 'visitor' || m.body.kind === 'text' || m.body.kind === 'buttons' ? m.body.text : m.body.kind])).toEqual([
      ['bot', 'Welcome to the shop!'],
      ['visitor', 'Hello'],
      ['bot', 'Hi! What are you after?'],
      ['visitor', 'Prices'],
      ['bot', 'Our prices start at 10 USD.'],
    ]);
    back.socket.close();

    // The runtime knows the visitor as a subscriber of this widget, and the dashboard lists them.
    const subscribers = (await owner.get(`/subscribers?widgetId=${widget.widgetId}`)).body;
    expect(subscribers).toMatchObject({
      total: 1,
      items: [{ visitorId: token.split('.')[0], widgetId: widget.widgetId, widgetName: 'Shop chat', lastInteractionAt: expect.any(String) }],
    });
    // Another account sees none of them.
    const stranger = await signUpOwner(t, 'Stranger');
    expect((await stranger.get('/subscribers')).body.total).toBe(0);
  });

  it('answers each of many visitors on their own socket only', async () => {
    const visitors = await Promise.all(Array.from({ length: 5 }, () => openVisitor(t.url, { widgetId: widget.widgetId })));
    await Promise.all(visitors.map((v) => v.next('ready')));
    for (const visitor of visitors) visitor.send({ type: 'message', id: randomUUID(), text: 'hello' });
    for (const visitor of visitors) {
      expect(await botSays(visitor, 1)).toEqual([
        { kind: 'buttons', text: 'Hi! What are you after?', buttons: [expect.objectContaining({ title: 'Prices' })] },
      ]);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const visitor of visitors) {
      expect(botSaid(visitor)).toHaveLength(1);
      visitor.socket.close();
    }
  });

  it('closes the socket of a visitor who speaks after their widget was deleted, and keeps nothing they said', async () => {
    const doomed = await owner.createWidget({ name: 'Pop-up chat' });
    const visitor = await openVisitor(t.url, { widgetId: doomed.widgetId });
    await visitor.next('ready');
    expect((await owner.delete(`/accounts/${doomed.id}`)).status).toBe(200);
    visitor.send({ type: 'message', id: randomUUID(), text: 'hello' });
    expect(await visitor.closed).toEqual({ code: widgetCloseCodes.unknownWidget, reason: 'This chat widget was removed.' });
    // Restored, the widget shows the visitor no message of theirs from while it was deleted.
    expect((await owner.post(`/accounts/${doomed.id}/restore`)).status).toBe(200);
    const ready = await visitor.next('ready');
    const back = await openVisitor(t.url, { widgetId: doomed.widgetId, visitor: ready.visitor });
    expect(await back.next('ready')).toMatchObject({ history: [] });
    back.socket.close();
  });
});
