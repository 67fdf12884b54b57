import { describe, expect, it } from '@jest/globals';
import { flowGraph } from '@chatmill/sdk';
import { failuresByNode, maxReasonsPerNode, nodeLabel } from './flowFailures.ts';

const graph = flowGraph.parse({
  nodes: [
    { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: {} },
    {
      id: 'cards',
      type: 'NewMessageSet',
      position: { x: 1, y: 0 },
      data: { items: [{ id: 'c', kind: 'carousel', cards: [{ id: 'k', title: 'Running shoes', buttons: [] }] }] },
    },
    { id: 'long', type: 'NewMessageSet', position: { x: 2, y: 0 }, data: { items: [{ id: 't', kind: 'text', text: `  Hello\n${'x'.repeat(100)}` }] } },
    { id: 'empty', type: 'NewMessageSet', position: { x: 3, y: 0 }, data: { items: [] } },
  ],
  edges: [],
});

describe('failed sends in the flow stats', () => {
  it('labels a node by what it says, else by its type, else by its id', () => {
    expect(nodeLabel(graph, 'cards')).toBe('Running shoes');
    expect(nodeLabel(graph, 'long')).toBe(`Hello ${'x'.repeat(73)}…`);
    expect(nodeLabel(graph, 'long')).toHaveLength(80);
    expect(nodeLabel(graph, 'empty')).toBe('NewMessageSet');
    expect(nodeLabel(graph, 'start')).toBe('Reference');
    expect(nodeLabel(graph, 'gone')).toBe('gone');
  });

  it('groups reasons per node, the most failures first, and counts the reasons it leaves out', () => {
    const rows = [
      { node_id: 'cards', failure: 'refused' as const, error: 'Blocked', count: 2 },
      { node_id: 'long', failure: 'unrenderable' as const, error: 'Too long', count: 1 },
      { node_id: 'cards', failure: 'retriesUsedUp' as const, error: 'Timed out', count: 3 },
      ...Array.from({ length: maxReasonsPerNode + 1 }, (_, i) => ({ node_id: 'gone', failure: null, error: `Old reason ${i}`, count: 1 })),
    ];
    const failures = failuresByNode(rows, graph);
    expect(failures.map((node) => [node.nodeId, node.label, node.failed])).toEqual([
      ['gone', 'gone', maxReasonsPerNode + 1],
      ['cards', 'Running shoes', 5],
      ['long', expect.stringMatching(/^Hello/), 1],
    ]);
    expect(failures[0]!.reasons).toHaveLength(maxReasonsPerNode);
    expect(failures[1]!.reasons).toEqual([
      { kind: 'retriesUsedUp', reason: 'Timed out', count: 3 },
      { kind: 'refused', reason: 'Blocked', count: 2 },
    ]);
  });
});
