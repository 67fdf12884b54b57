import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encodeFlowPayload } from '../../../core/src/flows/runtime/flowPayload.ts';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from './runtimeWorld.ts';

let world: RuntimeWorld;
beforeAll(async () => {
  world = await startRuntimeWorld();
});
afterAll(async () => world.stop());

describe('triggers', () => {
  beforeAll(async () => {
    await publishFlow(world, 'Strict', {
      nodes: [node.start({ keywords: [{ text: 'Hello', strictness: 'strict' }] }), node.text('m', 'strict flow')],
      edges: [edge('start', 'm')],
    });
    await publishFlow(world, 'Match', {
      nodes: [node.start({ keywords: [{ text: 'menu', strictness: 'match' }] }), node.text('m', 'match flow')],
      edges: [edge('start', 'm')],
    });
    await publishFlow(world, 'Wide', {
      nodes: [node.start({ keywords: [{ text: 'price', strictness: 'wide' }] }), node.text('m', 'wide flow')],
      edges: [edge('start', 'm')],
    });
  });

  it('starts a flow by keyword with each strictness, and only when it matches', async () => {
    const ann = newSubscriber();
    await deliver(world, events.message(ann, 'Hello'));
    expect(texts(await world.platform.waitFor(ann, 1))).toEqual(['strict flow']);
    await deliver(world, events.message(ann, 'hello')); // strict: the case must match too
    await deliver(world, events.message(ann, '  MENU '));
    expect(texts(await world.platform.waitFor(ann, 2))).toEqual(['strict flow', 'match flow']);
    await deliver(world, events.message(ann, 'menu please')); // match: the whole text
    await deliver(world, events.message(ann, 'What is the PRICE of it?'));
    expect(texts(await world.platform.waitFor(ann, 3))).toEqual(['strict flow', 'match flow', 'wide flow']);
  });

  it('acts once on an event the platform delivers several times', async () => {
    const bob = newSubscriber();
    const event = events.message(bob, 'menu');
    expect(await deliver(world, event)).toEqual({ accepted: 1, duplicates: 0, ignored: 0 });
    expect(await deliver(world, event, event)).toEqual({ accepted: 0, duplicates: 2, ignored: 0 });
    await world.platform.waitFor(bob, 1);
    await deliver(world, events.message(bob, 'Hello'));
    // The next event's reply arrived, so the duplicates had their chance to run: still one reply to 'menu'.
    expect(texts(await world.platform.waitFor(bob, 2))).toEqual(['match flow', 'strict flow']);
  });
});

describe('entries other than keywords', () => {
  it('starts the welcome flow on a first contact, a flow by its postback id and by a ref, and the default reply when nothing matches', async () => {
    const otherAccount = `${world.channelAccountId}-other`;
    await publishFlow(world, 'Welcome', { nodes: [node.start({ welcome: true }), node.text('m', 'welcome!')], edges: [edge('start', 'm')] });
    await publishFlow(world, 'Default', { nodes: [node.start({ defaultReply: true }), node.text('m', 'sorry, say menu')], edges: [edge('start', 'm')] });
    await publishFlow(world, 'By postback', { nodes: [node.start({ postbackId: 'GET_OFFERS' }), node.text('m', 'our offers')], edges: [edge('start', 'm')] });
    await publishFlow(world, 'By ref', { nodes: [node.start({ refs: ['summer-ad'] }), node.text('m', 'from the ad')], edges: [edge('start', 'm')] });
    await publishFlow(
      world,
      'Switched off',
      { nodes: [node.start({ keywords: [{ text: 'secret', strictness: 'match' }] }), node.text('m', 'never')], edges: [edge('start', 'm')] },
      { enabled: false },
    );
    await publishFlow(
      world,
      'Another bot',
      { nodes: [node.start({ keywords: [{ text: 'other', strictness: 'match' }] }), node.text('m', 'never')], edges: [edge('start', 'm')] },
      { channelAccountId: otherAccount },
    );

    const carol = newSubscriber();
    await deliver(world, events.message(carol, 'hi'));
    expect(texts(await world.platform.waitFor(carol, 1))).toEqual(['welcome!']);
    await deliver(world, events.postback(carol, 'GET_OFFERS', 'Offers'));
    await deliver(world, events.referral(carol, 'summer-ad'));
    await deliver(world, events.message(carol, 'secret'));
    await deliver(world, events.message(carol, 'other'));
    expect(texts(await world.platform.waitFor(carol, 5))).toEqual(['welcome!', 'our offers', 'from the ad', 'sorry, say menu', 'sorry, say menu']);
  });
});

describe('buttons and quick replies', () => {
  let flowId: number;
  beforeAll(async () => {
    flowId = await publishFlow(world, 'Shop', {
      nodes: [
        node.start({ keywords: [{ text: 'shop', strictness: 'match' }] }),
        node.message('menu', [
          {
            id: 'b',
            kind: 'buttons',
            text: 'What would you like?',
            buttons: [
              { id: 'shoes', type: 'next_step', title: 'Shoes' },
              { id: 'site', type: 'url', title: 'Our site', url: 'https://shop.example.com/' },
              { id: 'offers', type: 'postback', title: 'Offers', payload: 'GET_OFFERS' },
            ],
          },
          { id: 'q', kind: 'quickReplies', text: 'Or pick a size', replies: [{ id: 'small', type: 'next_step', title: 'Small' }] },
        ]),
        node.text('shoes', 'Here are our shoes'),
        node.text('small', 'Small sizes it is'),
      ],
      edges: [edge('start', 'menu'), edge('menu', 'shoes', 'button:shoes'), edge('menu', 'small', 'reply:small')],
    });
  });

  it('renders buttons with payloads that bring a click back to its edge, and counts the clicks', async () => {
    const dan = newSubscriber();
    await deliver(world, events.message(dan, 'shop'));
    const [menu, sizes] = await world.platform.waitFor(dan, 2);
    expect(menu!.message.kind).toBe('buttons');
    const [shoes, site, offers] = menu!.message.buttons!;
    expect(shoes).toEqual({ kind: 'postback', title: 'Shoes', payload: encodeFlowPayload({ flowId, version: 1, nodeId: 'menu', handle: 'button:shoes' }) });
    expect(site).toEqual({ kind: 'url', title: 'Our site', url: 'https://shop.example.com/' });
    expect(offers).toEqual({ kind: 'postback', title: 'Offers', payload: 'GET_OFFERS' });
    expect(sizes!.message.replies).toEqual([{ title: 'Small', payload: encodeFlowPayload({ flowId, version: 1, nodeId: 'menu', handle: 'reply:small' }) }]);

    await deliver(world, events.postback(dan, shoes!.payload!, 'Shoes'));
    expect(texts(await world.platform.waitFor(dan, 3)).at(-1)).toBe('Here are our shoes');
    await deliver(world, events.quickReply(dan, sizes!.message.replies![0]!.payload, 'Small'));
    expect(texts(await world.platform.waitFor(dan, 4)).at(-1)).toBe('Small sizes it is');
    await deliver(world, events.postback(dan, shoes!.payload!, 'Shoes'));
    await world.platform.waitFor(dan, 5);

    const stats = await world.owner.get(`/api/flows/${flowId}/stats`);
    expect(stats.status).toBe(200);
    expect(stats.body.buttons).toEqual([
      { nodeId: 'menu', handle: 'button:shoes', label: 'Shoes', clicks: 2 },
      { nodeId: 'menu', handle: 'reply:small', label: 'Small', clicks: 1 },
    ]);
  });

  it('takes a text equal to a pending quick reply as that quick reply on a channel that sends titles back', async () => {
    const fay = newSubscriber();
    await deliver(world, events.message(fay, 'shop'));
    await world.platform.waitFor(fay, 2);
    await deliver(world, events.message(fay, '  SMALL '));
    expect(texts(await world.platform.waitFor(fay, 3)).at(-1)).toBe('Small sizes it is');
    // The keyboard was replaced by the answer: the same text is only a text now, which the default reply answers.
    await deliver(world, events.message(fay, 'small'));
    expect(texts(await world.platform.waitFor(fay, 4)).at(-1)).toBe('sorry, say menu');
    const stats = await world.owner.get(`/api/flows/${flowId}/stats`);
    expect(stats.body.buttons).toContainEqual({ nodeId: 'menu', handle: 'reply:small', label: 'Small', clicks: 2 });
  });

  it('ignores a forged payload that names a flow of another channel account', async () => {
    const eve = newSubscriber();
    const [flow] = await world.t.platform.db.em().execute<{ id: number }[]>(`select "id" from "flow" where "name" = 'Another bot'`);
    await deliver(world, events.postback(eve, encodeFlowPayload({ flowId: flow!.id, version: 1, nodeId: 'start', handle: 'next' }), 'Sneaky'));
    await deliver(world, events.message(eve, 'shop'));
    // Welcome (first contact) came for the forged click, then the shop menu: nothing of the other bot's flow.
    expect(texts(await world.platform.waitFor(eve, 3))).toEqual(['welcome!', 'What would you like?', 'Or pick a size']);
  });
});
