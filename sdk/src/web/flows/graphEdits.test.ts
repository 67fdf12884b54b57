import { describe, expect, it } from '@jest/globals';
import type { FlowGraph, FlowNode } from '../../flows/flowGraph.ts';
import { duplicateNode, newGraphId, pruneEdges, removeElements, replaceSettings, type OutputsOf } from './graphEdits.ts';
import { graphId } from '../../flows/flowGraph.ts';

const graph: FlowGraph = {
  nodes: [
    { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: {} },
    { id: 'm1', type: 'NewMessageSet', position: { x: 300, y: 0 }, data: { buttons: ['b1', 'b2'] } },
    { id: 'm2', type: 'NewMessageSet', position: { x: 600, y: 0 }, data: { buttons: [] } },
    { id: 'p', type: 'SomePluginNode', position: { x: 600, y: 200 }, data: {} },
  ],
  edges: [
    { id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' },
    { id: 'e2', source: 'm1', sourceHandle: 'button:b1', target: 'm2' },
    { id: 'e3', source: 'm1', sourceHandle: 'button:b2', target: 'm2' },
    { id: 'e4', source: 'p', sourceHandle: 'whatever', target: 'm2' },
  ],
};

// Outputs as a message set would give them: next plus one per button; unknown types: null.
const outputsOf: OutputsOf = (node: FlowNode) => {
  if (node.type === 'Reference') return [{ id: 'next', label: 'Next' }];
  if (node.type === 'NewMessageSet')
    return [{ id: 'next', label: 'Next' }, ...(node.data['buttons'] as string[]).map((b) => ({ id: `button:${b}`, label: b }))];
  return null;
};
const isSingleton = (node: FlowNode) => node.type === 'Reference';

describe('graph edits', () => {
  it('makes ids the graph schema accepts, different each time', () => {
    const a = newGraphId('n');
    expect(graphId.safeParse(a).success).toBe(true);
    expect(a).toMatch(/^n_[a-z0-9]{10}$/);
    expect(newGraphId('n')).not.toBe(a);
  });

  it('drops the edge of a deleted button with the settings change, and keeps the others', () => {
    const next = replaceSettings(graph, 'm1', { buttons: ['b2'] }, outputsOf);
    expect(next.edges.map((e) => e.id)).toEqual(['e1', 'e3', 'e4']);
    expect(next.nodes[1]?.data).toEqual({ buttons: ['b2'] });
  });

  it('leaves edges of node types it cannot read alone, and the graph itself when nothing is dangling', () => {
    expect(pruneEdges(graph, outputsOf)).toBe(graph);
  });

  it('removes nodes with their edges but refuses the Reference', () => {
    const { graph: next, refused } = removeElements(graph, ['start', 'm2'], [], isSingleton);
    expect(refused).toEqual(['start']);
    expect(next.nodes.map((n) => n.id)).toEqual(['start', 'm1', 'p']);
    expect(next.edges.map((e) => e.id)).toEqual(['e1']);
  });

  it('removes selected edges alone', () => {
    const { graph: next, refused } = removeElements(graph, [], ['e2'], isSingleton);
    expect(refused).toEqual([]);
    expect(next.edges.map((e) => e.id)).toEqual(['e1', 'e3', 'e4']);
  });

  it('duplicates a node beside the original with a copy of its settings and no edges', () => {
    const result = duplicateNode(graph, 'm1', 'm1copy');
    expect(result?.node).toEqual({ id: 'm1copy', type: 'NewMessageSet', position: { x: 340, y: 40 }, data: { buttons: ['b1', 'b2'] } });
    expect(result?.node.data).not.toBe(graph.nodes[1]?.data);
    expect(result?.graph.edges).toBe(graph.edges);
    expect(duplicateNode(graph, 'nope', 'x')).toBeNull();
  });
});
