import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encodeFlowPayload } from '../../../core/src/flows/runtime/flowPayload.ts';
import type { FlowGraphInput } from '@chatmill/sdk';
import { ApiClient } from '../../support/apiClient.ts';
import { teamMember } from './storeWorld.ts';
import { edge, flowSlug, node, startRuntimeWorld, type RuntimeWorld } from './runtimeWorld.ts';

let world: RuntimeWorld;
let flowId: number;

const draft: FlowGraphInput = {
  nodes: [
    node.start({ keywords: [{ text: 'try', strictness: 'match' }] }),
    node.message('menu', [{ id: 'b', kind: 'buttons', text: 'Pick', buttons: [{ id: 'go', type: 'next_step', title: 'Go' }] }]),
    node.message('ask-intro', [{ id: 'i', kind: 'text', text: 'One question' }]),
    node.input('ask', { question: 'How old are you?', validation: 'number', variable: 'age', retryMessage: 'A number, please.' }),
    node.action('tag', [
      { kind: 'addTag', tag: 'tried' },
      { kind: 'webhook', url: 'https://hooks.example.com/never-called' },
    ]),
    node.gap('gap', 2, 'day'),
    node.message('wide', [
      {
        id: 'w',
        kind: 'buttons',
        text: 'Four links',
        buttons: ['1', '2', '3', '4'].map((id) => ({ id: `l${id}`, type: 'url', title: `Link ${id}`, url: 'https://example.com/' })),
      },
    ]),
  ],
  edges: [edge('start', 'menu'), edge('menu', 'ask-intro', 'button:go'), edge('ask-intro', 'ask'), edge('ask', 'tag'), edge('tag', 'gap'), edge('gap', 'wide')],
};

beforeAll(async () => {
  world = await startRuntimeWorld();
  const created = await world.owner.post('/api/flows', { name: 'Draft only', channel: 'telegram', channelAccountId: world.channelAccountId });
  expect(created.status).toBe(201);
  flowId = created.body.id;
  const saved = await world.owner.request('PUT', `/api/flows/${flowId}/draft`, { graph: draft, revision: created.body.draftRevision });
  expect(saved.status).toBe(200);
});
afterAll(async () => world.stop());

const simulate = (api: ApiClient, body: unknown) => api.post(`/api/flows/${flowId}/simulator`, body);

describe('the simulator', () => {
  it('runs the draft on the runtime’s matching and executors, as the caller’s test subscriber', async () => {
    const none = await simulate(world.owner, { reset: true, event: { kind: 'message', text: 'hello' } });
    expect(none.status).toBe(200);
    expect(none.body.messages).toEqual([]);

    const menu = await simulate(world.owner, { event: { kind: 'message', text: 'TRY' } });
    expect(menu.body.messages).toEqual([
      {
        nodeId: 'menu',
        kind: 'buttons',
        rendered: {
          kind: 'buttons',
          text: 'Pick',
          buttons: [{ kind: 'postback', title: 'Go', payload: encodeFlowPayload({ flowId, version: 0, nodeId: 'menu', handle: 'button:go' }) }],
        },
      },
    ]);
    expect(menu.body.state).toEqual({ waitingAt: null, waitingFor: null, variables: {}, tags: [] });

    const asked = await simulate(world.owner, { event: { kind: 'postback', payload: menu.body.messages[0].rendered.buttons[0].payload } });
    expect(asked.body.messages.map((m: { rendered: { text: string } }) => m.rendered.text)).toEqual(['One question', 'How old are you?']);
    expect(asked.body.state).toMatchObject({ waitingAt: 'ask', waitingFor: 'input' });

    const retry = await simulate(world.owner, { event: { kind: 'message', text: 'old enough' } });
    expect(retry.body.messages.map((m: { rendered: { text: string } }) => m.rendered.text)).toEqual(['A number, please.', 'How old are you?']);

    const done = await simulate(world.owner, { event: { kind: 'message', text: '42' } });
    // The time gap is skipped and reported; the message after it comes at once, marked as one the channel cannot show.
    expect(done.body.skipped).toEqual([{ nodeId: 'gap', kind: 'time', until: expect.any(String), afterMessages: 0 }]);
    expect(new Date(done.body.skipped[0].until).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(done.body.messages).toEqual([
      { nodeId: 'wide', kind: 'buttons', rendered: expect.objectContaining({ text: 'Four links' }), unrenderable: 'At most 3 buttons.' },
    ]);
    expect(done.body.state).toEqual({ waitingAt: null, waitingFor: null, variables: { age: '42' }, tags: ['tried'] });

    // Nothing reached the channel, and no real subscriber, message or job was made.
    expect(world.platform.requests).toHaveLength(0);
    const em = world.t.platform.db.em();
    const [counts] = await em.execute<{ outbound: number; real: number; webhooks: number }[]>(
      `select (select count(*)::int from "outbound_message") as "outbound", (select count(*)::int from "subscriber" where "channel" <> 'simulator') as "real",
              (select count(*)::int from "pgboss"."job" where "name" = 'core.flows.webhook') as "webhooks"`,
    );
    expect(counts).toEqual({ outbound: 0, real: 0, webhooks: 0 });

    // Reset: a new test subscriber, no tags or variables.
    const again = await simulate(world.owner, { reset: true, event: { kind: 'message', text: 'try' } });
    expect(again.body.state).toEqual({ waitingAt: null, waitingFor: null, variables: {}, tags: [] });
  });

  it('needs edit permission on the channel’s flow builder, and the flow of the caller’s account', async () => {
    const owner = { api: world.owner, userId: world.userId, accountId: world.accountId, email: '', name: 'Bot Owner' };
    const reader = await teamMember(world.t, owner, 'Reader', [{ slug: flowSlug, read: true, edit: false, create: false, delete: false }]);
    expect((await simulate(reader, { event: { kind: 'message', text: 'try' } })).status).toBe(403);
    expect((await reader.get(`/api/flows/${flowId}/stats`)).status).toBe(200);

    const stranger = new ApiClient(world.t.url);
    expect((await stranger.post('/api/auth/register', { name: 'Stranger', email: 'stranger@example.com', password: 'stranger pass 1' })).status).toBe(201);
    expect((await simulate(stranger, { event: { kind: 'message', text: 'try' } })).status).toBe(404);
    const invalid = await simulate(world.owner, { event: { kind: 'message', text: '   ' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the simulator and the channel’s capabilities', () => {
  it('names the step of a message the publish check refuses, though the adapter renders it', async () => {
    const created = await world.owner.post('/api/flows', { name: 'Same titles', channel: 'telegram', channelAccountId: world.channelAccountId });
    const graph: FlowGraphInput = {
      nodes: [
        node.start({ keywords: [{ text: 'size', strictness: 'match' }] }),
        node.message('pick', [
          {
            id: 'q',
            kind: 'quickReplies',
            text: 'Which size?',
            replies: [
              { id: 'a', type: 'next_step', title: 'Small' },
              { id: 'b', type: 'next_step', title: ' small ' },
            ],
          },
        ]),
      ],
      edges: [edge('start', 'pick')],
    };
    expect((await world.owner.request('PUT', `/api/flows/${created.body.id}/draft`, { graph, revision: created.body.draftRevision })).status).toBe(200);
    const reply = await world.owner.post(`/api/flows/${created.body.id}/simulator`, { reset: true, event: { kind: 'message', text: 'size' } });
    // The test channel sends a tapped quick reply back as its title: two that read alike cannot be told apart.
    expect(reply.body.messages).toEqual([
      expect.objectContaining({ nodeId: 'pick', kind: 'quickReplies', unrenderable: expect.stringContaining('two quick replies here are called “small”') }),
    ]);
  });
});

describe('personalised texts in the simulator', () => {
  it('fills them for a test subscriber who carries the owner’s own name and email, and the answers given', async () => {
    const created = await world.owner.post('/api/flows', { name: 'Personal', channel: 'telegram', channelAccountId: world.channelAccountId });
    expect(created.status).toBe(201);
    const graph: FlowGraphInput = {
      nodes: [
        node.start({ keywords: [{ text: 'me', strictness: 'match' }] }),
        node.message('hi', [
          {
            id: 'b',
            kind: 'buttons',
            text: 'Hi {{first_name}} {{last_name}} <{{email}}>',
            buttons: [{ id: 'go', type: 'next_step', title: 'I am {{first_name}}' }],
          },
        ]),
        node.message('intro', [{ id: 't', kind: 'text', text: 'Call me?' }]),
        node.input('ask', { question: 'Your nickname, {{full_name}}?', validation: 'text', field: 'first_name' }),
        node.text('done', 'Hello {{first_name}}, {{last_name}} kept.'),
      ],
      edges: [edge('start', 'hi'), edge('hi', 'intro', 'button:go'), edge('intro', 'ask'), edge('ask', 'done')],
    };
    const flow = created.body.id as number;
    expect((await world.owner.request('PUT', `/api/flows/${flow}/draft`, { graph, revision: created.body.draftRevision })).status).toBe(200);
    const run = (body: unknown) => world.owner.post(`/api/flows/${flow}/simulator`, body);

    const hi = await run({ reset: true, event: { kind: 'message', text: 'me' } });
    expect(hi.status).toBe(200);
    const email = hi.body.messages[0].rendered.text.match(/<(.+)>/)[1];
    expect(email).toMatch(/^owner\.\d+@example\.com$/);
    expect(hi.body.messages[0].rendered).toMatchObject({ text: `Hi Bot Owner <${email}>`, buttons: [{ title: 'I am Bot' }] });

    const asked = await run({ event: { kind: 'postback', payload: hi.body.messages[0].rendered.buttons[0].payload } });
    expect(asked.body.messages.map((m: { rendered: { text: string } }) => m.rendered.text)).toEqual(['Call me?', 'Your nickname, Bot Owner?']);
    const done = await run({ event: { kind: 'message', text: 'Botty' } });
    expect(done.body.messages.map((m: { rendered: { text: string } }) => m.rendered.text)).toEqual(['Hello Botty, Owner kept.']);
  });
});
