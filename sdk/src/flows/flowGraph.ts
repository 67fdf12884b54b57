import { z } from 'zod';
import { threadChannels } from './flowChannel.ts';
import { settingsHints } from './settingsHints.ts';

/**
 * A flow is a graph of nodes and edges (spec 2, 3 "Flow": flow_data). Each node's `data` is
 * its settings, checked by its node type's own schema (see `FlowNodeType`); the graph schema
 * checks only the shape every node shares. Edges leave a node from one of its output handles
 * (`next`, `true`, `button:<id>`...) and enter the target's single input.
 */
export const graphId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, settingsHints.graphId);

export const flowNode = z.strictObject({
  id: graphId,
  /** A registered node type, e.g. 'NewMessageSet', or a plugin's 'SMSSequence'. */
  type: z.string().regex(/^[A-Za-z][A-Za-z0-9.-]{0,63}$/),
  position: z.strictObject({ x: z.number().finite(), y: z.number().finite() }),
  /** Omni-channel flows: the channel this node's thread runs on (splitter and converger have none). */
  thread: z.enum(threadChannels).optional(),
  data: z.record(z.string(), z.unknown()),
});
export type FlowNode = z.output<typeof flowNode>;

export const flowEdge = z.strictObject({
  id: graphId,
  source: graphId,
  /** The output handle on the source node; 'next' for a node's single output. */
  sourceHandle: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,100}$/)
    .default('next'),
  target: graphId,
});
export type FlowEdge = z.output<typeof flowEdge>;

export const flowGraph = z.strictObject({
  nodes: z.array(flowNode).max(500),
  edges: z.array(flowEdge).max(2000),
});
export type FlowGraph = z.output<typeof flowGraph>;
export type FlowGraphInput = z.input<typeof flowGraph>;

/** One output of a node, as its type declares it for its current settings. */
export interface OutputHandle {
  /** 'next', 'true', 'false', 'button:<id>', 'reply:<id>', 'card:<id>:button:<id>'... */
  id: string;
  /** What the editor shows beside the handle (plain text: the button's title, 'Yes'...). */
  label: string;
  /** Node types an edge from here may enter; omitted: any (the spec's connection rules). */
  accepts?: readonly string[];
  /** At most this many edges leave the handle (default 1). */
  maxEdges?: number;
  /** It must be the only output of its node carrying edges (spec 2, 5: phone and email suggestions). */
  solo?: boolean;
}
