import type { ThreadChannel } from '../../../../sdk/src/flows/flowChannel.ts';
import type { FlowGraph } from '../../../../sdk/src/flows/flowGraph.ts';
import { canConnect, type FlowValidationContext } from '../../../../sdk/src/flows/validation/index.ts';
import { isJunction } from '../../../../sdk/src/flows/validation/structure.ts';
import { defaultSettings } from '../state/nodeSpecs.ts';

/** The id a would-be node has while its connection is checked; never stored. */
const probeId = 'connect-probe';

/** An output of a node, as React Flow names it (null: the node's single output). */
export interface ConnectFrom {
  source: string;
  sourceHandle: string | null;
}

/**
 * The thread of a node created from `from` in an omni-channel flow: its source's, so the two
 * may connect (a Splitter or Converger belongs to no thread).
 */
export function inheritedThread(graph: FlowGraph, from: ConnectFrom, type: string): ThreadChannel | undefined {
  const thread = graph.nodes.find((node) => node.id === from.source)?.thread;
  return thread && !isJunction(type) ? thread : undefined;
}

/**
 * The node types a new node could have to be connected from `from` (an output dropped on
 * empty canvas): each type, fresh with its default settings, is tried as the edge's target
 * with the validator's canConnect, so the menu offers exactly what drawing the edge allows.
 */
export function connectableTypes(graph: FlowGraph, from: ConnectFrom, types: readonly string[], context: FlowValidationContext): string[] {
  return types.filter((type) => {
    const thread = inheritedThread(graph, from, type);
    const probe = { id: probeId, type, position: { x: 0, y: 0 }, data: defaultSettings(context.specs, type), ...(thread ? { thread } : {}) };
    return (
      canConnect({ nodes: [...graph.nodes, probe], edges: graph.edges }, { source: from.source, sourceHandle: from.sourceHandle, target: probeId }, context) ===
      null
    );
  });
}
