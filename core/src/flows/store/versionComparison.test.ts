import { describe, expect, it } from '@jest/globals';
import { coreNodeSpecs, flowGraph, nodeSpecMap, type FlowGraphInput } from '@chatmill/sdk';
import { compareGraphs, textsOf } from './versionComparison.ts';

const specs = nodeSpecMap([...coreNodeSpecs]);
const graph = (input: FlowGraphInput) => flowGraph.parse(input);
const reference = { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'hi', strictness: 'match' }] } };
const message = (id: string, items: unknown[]) => ({ id, type: 'NewMessageSet', position: { x: 200, y: 0 }, data: { items } });

describe('textsOf', () => {
  it('names each text by its path and leaves out ids and choices from a list', () => {
    const texts = textsOf({
      items: [{ id: 'b1', kind: 'buttons', text: 'Pick', buttons: [{ id: 'x', type: 'next_step', title: 'Yes' }] }],
      keywords: [{ text: 'hi', strictness: 'wide' }],
    });
    expect([...texts]).toEqual([
      ['items[0].text', 'Pick'],
      ['items[0].buttons[0].title', 'Yes'],
      ['keywords[0].text', 'hi'],
    ]);
  });
});

describe('compareGraphs', () => {
  it('finds added, removed and changed nodes, and counts connections by what they join', () => {
    const before = graph({
      nodes: [reference, message('m1', [{ id: 't', kind: 'text', text: 'Hello' }]), message('gone', [{ id: 't', kind: 'text', text: 'Bye' }])],
      edges: [
        { id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' },
        { id: 'e2', source: 'm1', sourceHandle: 'next', target: 'gone' },
      ],
    });
    const after = graph({
      nodes: [
        { ...reference, position: { x: 99, y: 99 } },
        message('m1', [{ id: 't', kind: 'text', text: 'Hello there' }]),
        message('new', [{ id: 't', kind: 'text', text: 'New' }]),
      ],
      // The same connection under another id is not a change.
      edges: [
        { id: 'renamed', source: 'start', sourceHandle: 'next', target: 'm1' },
        { id: 'e3', source: 'm1', sourceHandle: 'next', target: 'new' },
      ],
    });
    expect(compareGraphs(before, after, specs)).toEqual({
      added: [{ nodeId: 'new', type: 'NewMessageSet', label: 'Send Message' }],
      removed: [{ nodeId: 'gone', type: 'NewMessageSet', label: 'Send Message' }],
      changed: [
        {
          nodeId: 'm1',
          type: 'NewMessageSet',
          label: 'Send Message',
          texts: [{ path: 'items[0].text', before: 'Hello', after: 'Hello there' }],
          settingsChanged: false,
        },
      ],
      edgesAdded: 1,
      edgesRemoved: 1,
    });
  });

  it('reports a settings change besides the texts: an item added, a choice changed', () => {
    const before = graph({
      nodes: [
        reference,
        { id: 'g', type: 'TimeGap', position: { x: 0, y: 0 }, data: { amount: 1, unit: 'hour' } },
        message('m1', [{ id: 't', kind: 'text', text: 'A' }]),
      ],
      edges: [],
    });
    const after = graph({
      nodes: [
        reference,
        { id: 'g', type: 'TimeGap', position: { x: 0, y: 0 }, data: { amount: 1, unit: 'day' } },
        message('m1', [
          { id: 't', kind: 'text', text: 'A' },
          { id: 'u', kind: 'text', text: 'B' },
        ]),
      ],
      edges: [],
    });
    const { changed } = compareGraphs(before, after, specs);
    expect(changed).toEqual([
      { nodeId: 'g', type: 'TimeGap', label: 'Time Gap', texts: [], settingsChanged: true },
      { nodeId: 'm1', type: 'NewMessageSet', label: 'Send Message', texts: [{ path: 'items[1].text', before: null, after: 'B' }], settingsChanged: true },
    ]);
  });

  it('finds nothing between a graph and itself with its keys in another order', () => {
    const a = graph({ nodes: [reference, message('m1', [{ id: 't', kind: 'text', text: 'A' }])], edges: [] });
    const b = graph({
      nodes: [{ ...reference, data: { keywords: [{ strictness: 'match', text: 'hi' }] } }, message('m1', [{ text: 'A', kind: 'text', id: 't' }])],
      edges: [],
    });
    expect(compareGraphs(a, b, specs)).toEqual({ added: [], removed: [], changed: [], edgesAdded: 0, edgesRemoved: 0 });
  });
});
