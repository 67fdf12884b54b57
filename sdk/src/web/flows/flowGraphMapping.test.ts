import { describe, expect, it } from '@jest/globals';
import type { FlowGraph } from '../../flows/flowGraph.ts';
import { canvasToGraph, graphToCanvas, sameGraph, stableJson, type CanvasEdge, type CanvasNode } from './flowGraphMapping.ts';

const graph: FlowGraph = {
  nodes: [
    { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'hi', strictness: 'match' }] } },
    { id: 'm1', type: 'NewMessageSet', position: { x: 300, y: 20 }, thread: 'widget', data: { items: [] } },
  ],
  edges: [
    { id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' },
    { id: 'e2', source: 'm1', sourceHandle: 'button:b1', target: 'm1' },
  ],
};

describe('graph and canvas mapping', () => {
  it('round-trips a graph through the canvas unchanged', () => {
    const canvas = graphToCanvas(graph);
    expect(canvas.nodes[1]).toEqual({ id: 'm1', type: 'NewMessageSet', position: { x: 300, y: 20 }, data: { settings: { items: [] }, thread: 'widget' } });
    expect(canvas.edges[1]).toEqual({ id: 'e2', source: 'm1', sourceHandle: 'button:b1', target: 'm1' });
    expect(canvasToGraph(canvas)).toEqual(graph);
  });

  it('keeps measured sizes and selection of nodes still there, and reuses unchanged objects', () => {
    const shown = graphToCanvas<CanvasNode, CanvasEdge>(graph);
    shown.nodes[0] = { ...shown.nodes[0]!, measured: { width: 200, height: 80 }, selected: true };
    shown.nodes[1] = { ...shown.nodes[1]!, measured: { width: 220, height: 120 } };
    const moved: FlowGraph = { ...graph, nodes: [graph.nodes[0]!, { ...graph.nodes[1]!, position: { x: 10, y: 10 } }] };
    const next = graphToCanvas(moved, shown);
    expect(next.nodes[0]).toBe(shown.nodes[0]);
    expect(next.nodes[1]).not.toBe(shown.nodes[1]);
    expect(next.nodes[1]?.measured).toEqual({ width: 220, height: 120 });
    expect(next.nodes[1]?.position).toEqual({ x: 10, y: 10 });
    expect(next.edges[0]).toBe(shown.edges[0]);
  });

  it('gives edges without a source handle the default output', () => {
    const g = canvasToGraph({ nodes: [], edges: [{ id: 'e', source: 'a', target: 'b', sourceHandle: null }] });
    expect(g.edges[0]?.sourceHandle).toBe('next');
  });

  it('compares graphs whatever the key order', () => {
    const reordered = JSON.parse(stableJson(graph)) as FlowGraph;
    expect(sameGraph(graph, reordered)).toBe(true);
    expect(sameGraph(graph, { ...graph, edges: [] })).toBe(false);
  });
});
