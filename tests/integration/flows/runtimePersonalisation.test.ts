import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { flowPayloadPattern } from '../../../core/src/flows/runtime/flowPayload.ts';
import type { CanonicalEvent, FlowGraphInput } from '@chatmill/sdk';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, type RuntimeWorld } from './runtimeWorld.ts';

let world: RuntimeWorld;
beforeAll(async () => {
  world = await startRuntimeWorld();
  expect((await world.owner.post('/api/custom-variables', { name: 'Promo', scope: 'global', value: 'SPRING24' })).status).toBe(201);
  expect((await world.owner.post('/api/custom-variables', { name: 'City', scope: 'user', fallback: 'your town' })).status).toBe(201);
});
afterAll(async () => world.stop());

/** Kiritimati is 14 hours ahead of UTC: for most of a day its date is not the server's. */
const zone = 'Pacific/Kiritimati';
const dateIn = (timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date());

const greeting: FlowGraphInput = {
  nodes: [
    node.start({ keywords: [{ text: 'hello', strictness: 'match' }] }),
    node.text('hi', 'Hi {{ first_name | there }}! What is your name?'),
    node.input('ask', { question: '', validation: 'text', field: 'first_name' }),
    node.input('ask-mail', {
      question: 'Thanks, {{first_name}}. Your email?',
      validation: 'email',
      field: 'email',
      retryMessage: 'That is no email, {{first_name}}.',
    }),
    node.message('done', [
      { id: 't', kind: 'text', text: 'Thanks! We saved your email: {{email}}' },
      {
        id: 'b',
        kind: 'buttons',
        text: 'Code {{promo}} for {{city}}, today {{date}}',
        buttons: [
          { id: 'shop', type: 'url', title: 'Shop, {{first_name}}', url: 'https://shop.example/welcome?mail={{email}}&code={{PROMO}}' },
          { id: 'more', type: 'next_step', title: 'More for {{full_name}}' },
        ],
      },
      { id: 'q', kind: 'quickReplies', text: 'Anything else?', replies: [{ id: 'no', type: 'next_step', title: 'No, {{first_name}}' }] },
    ]),
  ],
  edges: [edge('start', 'hi'), edge('hi', 'ask'), edge('ask', 'ask-mail'), edge('ask-mail', 'done')],
};

describe('personalised texts', () => {
  beforeAll(async () => {
    await publishFlow(world, 'Greeting', greeting);
  });

  it('fills every text the flow sends: fields the subscriber gave, custom variables, the date in their zone, button titles and URLs', async () => {
    const ann = newSubscriber();
    const hello: CanonicalEvent = { ...events.message(ann, 'hello'), profile: { timeZone: zone } };
    await deliver(world, hello);
    expect((await world.platform.waitFor(ann, 1)).map((s) => s.message.text)).toEqual(['Hi there! What is your name?']);

    await deliver(world, events.message(ann, '  Ann  '));
    await world.platform.waitFor(ann, 2);
    await deliver(world, events.message(ann, 'not an email'));
    await world.platform.waitFor(ann, 4);
    const before = dateIn(zone);
    await deliver(world, events.message(ann, 'ann+news@example.com'));
    const sent = await world.platform.waitFor(ann, 7);
    const after = dateIn(zone);

    expect(sent.slice(1, 4).map((s) => s.message.text)).toEqual(['Thanks, Ann. Your email?', 'That is no email, Ann.', 'Thanks, Ann. Your email?']);
    expect(sent[4]!.message).toEqual({ kind: 'text', text: 'Thanks! We saved your email: ann+news@example.com' });
    const buttons = sent[5]!.message;
    expect([`Code SPRING24 for your town, today ${before}`, `Code SPRING24 for your town, today ${after}`]).toContain(buttons.text);
    expect(buttons.buttons).toEqual([
      { kind: 'url', title: 'Shop, Ann', url: 'https://shop.example/welcome?mail=ann%2Bnews%40example.com&code=SPRING24' },
      { kind: 'postback', title: 'More for Ann', payload: expect.stringMatching(flowPayloadPattern) },
    ]);
    expect(sent[6]!.message.replies).toEqual([{ title: 'No, Ann', payload: expect.stringMatching(flowPayloadPattern) }]);

    // The answers are the subscriber's fields now, kept for later flows.
    const [row] = await world.t.platform.db
      .em()
      .execute<{ first_name: string; email: string; time_zone: string }[]>(
        `select "first_name", "email", "time_zone" from "subscriber" where "external_id" = :ann`,
        { ann },
      );
    expect(row).toEqual({ first_name: 'Ann', email: 'ann+news@example.com', time_zone: zone });
  });

  it('uses the platform’s name and the server’s zone when the subscriber gave neither', async () => {
    const id = await publishFlow(world, 'Named', {
      nodes: [node.start({ keywords: [{ text: 'who', strictness: 'match' }] }), node.text('m', '{{first_name}}|{{last_name}}|{{timezone}}|{{channel}}')],
      edges: [edge('start', 'm')],
    });
    expect(id).toBeGreaterThan(0);
    const bo = newSubscriber();
    await deliver(world, { ...events.message(bo, 'who'), profile: { name: 'Bo van Dijk', timeZone: 'Not/AZone' } });
    expect((await world.platform.waitFor(bo, 1))[0]!.message.text).toBe(`Bo|van Dijk|${world.t.platform.settings.timeZone}|telegram`);
  });
});

describe('the publish check of placeholders', () => {
  it('names an unknown placeholder as a problem on save, and knows the account’s variables and the system fields', async () => {
    const created = await world.owner.post('/api/flows', { name: 'Typo', channel: 'telegram', channelAccountId: world.channelAccountId });
    expect(created.status).toBe(201);
    const graph: FlowGraphInput = {
      nodes: [
        node.start({ keywords: [{ text: 'typo', strictness: 'match' }] }),
        node.text('m', 'Hi {{frist_name}}, {{promo}} {{city}} {{first_name}} {{datetime}}'),
      ],
      edges: [edge('start', 'm')],
    };
    const saved = await world.owner.request('PUT', `/api/flows/${created.body.id}/draft`, { graph, revision: created.body.draftRevision });
    expect(saved.status).toBe(200);
    expect(saved.body.problems).toEqual([
      expect.objectContaining({
        code: 'unknownPlaceholder',
        message: 'Unknown Variable',
        nodeId: 'm',
        blocks: 'publish',
        detail: '{{frist_name}} is not a field or custom variable. Pick one with Insert variable, or create the custom variable first.',
      }),
    ]);
    const refused = await world.owner.post(`/api/flows/${created.body.id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toContainEqual(expect.objectContaining({ code: 'unknownPlaceholder' }));
  });
});
