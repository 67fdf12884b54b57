import { describe, expect, it } from '@jest/globals';
import { defineFlowNode, flowGraph, type ChannelCapabilities, type FlowGraphInput } from '@chatmill/sdk';
import { z } from 'zod';
import { encodeFlowPayload } from './flowPayload.ts';
import { walkFlow, maxNodesPerStep, type WalkStart } from './flowWalker.ts';
import { FlowNodeRegistry } from './nodeRegistry.ts';
import { coreFlowNodes } from './nodes/index.ts';
import { SubscriberState } from './subscriberState.ts';

const capabilities: ChannelCapabilities = {
  kinds: ['text', 'buttons', 'quickReplies', 'carousel', 'media'],
  maxButtons: 3,
  maxCarouselItems: 10,
  maxQuickReplies: 10,
  maxTextLength: 2000,
  maxButtonTextLength: 640,
  maxButtonTitleLength: 20,
  messagingWindowHours: 24,
  rateLimit: { perSecond: 10 },
};
const now = new Date('2026-01-31T09:30:00Z');
const nodes = new FlowNodeRegistry(coreFlowNodes);
const subscriber = (channel: 'telegram' | 'whatsapp' = 'telegram') =>
  new SubscriberState(
    {
      id: 7,
      externalId: 'x',
      name: 'Ann',
      gender: null,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      locale: null,
      timeZone: null,
      lastInteractionAt: now,
      tags: [],
      variables: {},
    },
    channel,
    [],
  );
const p = (x: number) => ({ x, y: 0 });

function walk(graph: FlowGraphInput, start: WalkStart, state = subscriber(), registry = nodes) {
  return walkFlow(registry, {
    accountId: 1,
    flow: { id: 9, version: 2, channel: 'telegram', graph: flowGraph.parse(graph) },
    subscriber: state,
    capabilities,
    now,
    start,
    defaultTimeZone: 'UTC',
  });
}
const startAt = (nodeId: string): WalkStart => ({ kind: 'node', nodeId, input: null });

describe('walking a flow', () => {
  it('runs nodes until one waits, sending what they send', async () => {
    const result = await walk(
      {
        nodes: [
          { id: 'start', type: 'Reference', position: p(0), data: {} },
          {
            id: 'm',
            type: 'NewMessageSet',
            position: p(1),
            data: {
              items: [
                { id: 't', kind: 'text', text: 'Hi' },
                { id: 'c', kind: 'carousel', cards: [{ id: 'k1', title: 'Card', buttons: [{ id: 'b', type: 'next_step', title: 'More' }] }] },
              ],
            },
          },
          { id: 'gap', type: 'TimeGap', position: p(2), data: { amount: 1, unit: 'month' } },
        ],
        edges: [
          { id: 'a', source: 'start', target: 'm' },
          { id: 'b', source: 'm', target: 'gap' },
        ],
      },
      startAt('start'),
    );
    expect(result.ran).toEqual(['start', 'm', 'gap']);
    expect(result.messages.map((m) => m.message)).toEqual([
      { kind: 'text', text: 'Hi' },
      {
        kind: 'carousel',
        cards: [
          {
            title: 'Card',
            buttons: [{ kind: 'postback', title: 'More', payload: encodeFlowPayload({ flowId: 9, version: 2, nodeId: 'm', handle: 'card:k1:button:b' }) }],
          },
        ],
      },
    ]);
    // A calendar month from January 31st is the last day of February.
    expect(result.end).toEqual({ kind: 'waitUntil', reason: 'time', nodeId: 'gap', at: new Date('2026-02-28T09:30:00Z'), handle: 'next' });
  });

  it('follows a splitter’s edge into the subscriber’s channel thread', async () => {
    const graph: FlowGraphInput = {
      nodes: [
        { id: 'split', type: 'splitter', position: p(0), data: {} },
        { id: 'wa', type: 'NewMessageSet', position: p(1), thread: 'whatsapp', data: { items: [{ id: 't', kind: 'text', text: 'WhatsApp' }] } },
        { id: 'tg', type: 'NewMessageSet', position: p(2), thread: 'telegram', data: { items: [{ id: 't', kind: 'text', text: 'Telegram' }] } },
      ],
      edges: [
        { id: 'a', source: 'split', target: 'wa' },
        { id: 'b', source: 'split', target: 'tg' },
      ],
    };
    expect((await walk(graph, startAt('split'), subscriber('telegram'))).messages.map((m) => m.message)).toEqual([{ kind: 'text', text: 'Telegram' }]);
    expect((await walk(graph, startAt('split'), subscriber('whatsapp'))).messages.map((m) => m.message)).toEqual([{ kind: 'text', text: 'WhatsApp' }]);
  });

  it('fills every text it sends with the values of that moment of the step, once for every channel', async () => {
    const graph: FlowGraphInput = {
      nodes: [
        { id: 'ask', type: 'UserInput', position: p(0), data: { question: 'Hi {{first_name|there}}, your email?', validation: 'email', field: 'email' } },
        {
          id: 'm',
          type: 'NewMessageSet',
          position: p(1),
          data: {
            items: [
              {
                id: 'b',
                kind: 'buttons',
                text: 'Saved {{email}} on {{date}}',
                buttons: [{ id: 'u', type: 'url', title: 'Open {{first_name}}', url: 'https://example.com/?m={{email}}' }],
              },
            ],
          },
        },
      ],
      edges: [{ id: 'a', source: 'ask', target: 'm' }],
    };
    const state = subscriber();
    const asked = await walk(graph, startAt('ask'), state);
    expect(asked.messages.map((m) => m.message)).toEqual([{ kind: 'text', text: 'Hi Ann, your email?' }]);
    const answer = { kind: 'message' as const, eventId: 'e', subscriberExternalId: 'x', timestamp: now, text: 'ann@example.com', attachments: [] };
    const answered = await walk(graph, { kind: 'node', nodeId: 'ask', input: answer }, state);
    expect(answered.messages.map((m) => m.message)).toEqual([
      {
        kind: 'buttons',
        text: 'Saved ann@example.com on January 31, 2026',
        buttons: [{ kind: 'url', title: 'Open Ann', url: 'https://example.com/?m=ann%40example.com' }],
      },
    ]);
    expect(state.changes().fields).toEqual({ email: 'ann@example.com' });
  });

  it('stops a flow that loops instead of spinning', async () => {
    const result = await walk(
      {
        nodes: [
          { id: 'a', type: 'Action', position: p(0), data: { actions: [{ kind: 'addTag', tag: 'x' }] } },
          { id: 'b', type: 'Action', position: p(1), data: { actions: [{ kind: 'removeTag', tag: 'x' }] } },
        ],
        edges: [
          { id: 'ab', source: 'a', target: 'b' },
          { id: 'ba', source: 'b', target: 'a' },
        ],
      },
      startAt('a'),
    );
    expect(result.ran).toHaveLength(maxNodesPerStep);
    expect(result.end).toMatchObject({ kind: 'broken', reason: expect.stringContaining('loops') });
  });

  it('stops at a node no plugin runs, and at settings that do not parse', async () => {
    const unknown = await walk({ nodes: [{ id: 'x', type: 'SMSSequence', position: p(0), data: {} }], edges: [] }, startAt('x'));
    expect(unknown.end).toEqual({ kind: 'broken', nodeId: 'x', reason: 'No plugin runs nodes of type SMSSequence.' });
    const bad = await walk({ nodes: [{ id: 'g', type: 'TimeGap', position: p(0), data: { amount: 'soon' } }], edges: [] }, startAt('g'));
    expect(bad.end).toMatchObject({ kind: 'broken', nodeId: 'g' });
  });

  it('runs plugins’ node types like the core’s, and holds the rest of the path during a take-over', async () => {
    const seen: string[] = [];
    const plugin = defineFlowNode({
      type: 'Plugin.Note',
      label: 'Note',
      settings: z.object({ note: z.string() }),
      outputs: () => [],
      execute: (s) => (seen.push(s.note), { kind: 'continue', handle: 'next' }),
    });
    const registry = new FlowNodeRegistry([...coreFlowNodes, plugin]);
    const result = await walk(
      {
        nodes: [
          { id: 'n', type: 'Plugin.Note', position: p(0), data: { note: 'hello' } },
          { id: 'h', type: 'Action', position: p(1), data: { actions: [{ kind: 'humanTakeover', duration: 2, unit: 'hours' }] } },
          { id: 'm', type: 'NewMessageSet', position: p(2), data: { items: [{ id: 't', kind: 'text', text: 'later' }] } },
        ],
        edges: [
          { id: 'a', source: 'n', target: 'h' },
          { id: 'b', source: 'h', target: 'm' },
        ],
      },
      startAt('n'),
      subscriber(),
      registry,
    );
    expect(seen).toEqual(['hello']);
    expect(result.messages).toEqual([]);
    expect(result.takeoverUntil).toEqual(new Date(now.getTime() + 2 * 3_600_000));
    expect(result.end).toEqual({ kind: 'waitUntil', reason: 'takeover', nodeId: 'h', at: new Date(now.getTime() + 2 * 3_600_000), handle: 'next' });
  });

  it('asks for a one-time notification with the platform template, whose opt-in continues on its output, and records it', async () => {
    const result = await walk(
      { nodes: [{ id: 'o', type: 'OTN', position: p(0), data: { title: 'Back in stock?', topic: 'restock' } }], edges: [] },
      startAt('o'),
    );
    expect(result.messages.map((m) => m.message)).toEqual([
      { kind: 'otnRequest', title: 'Back in stock?', payload: encodeFlowPayload({ flowId: 9, version: 2, nodeId: 'o', handle: 'next' }) },
    ]);
    expect(result.otnRequests).toEqual([{ nodeId: 'o', title: 'Back in stock?', topic: 'restock' }]);
    expect(result.end).toEqual({ kind: 'end' });
  });
});
