import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { FlowChannel } from '../flows/flowChannel.ts';
import type { FlowEdge, FlowGraphInput, FlowNode } from '../flows/flowGraph.ts';
import type { messageItem, referenceSettings } from '../flows/coreNodeSettings.ts';
import { ProductApiError, type ProductClient } from './productClient.ts';

/**
 * Builders of flow graphs and the calls that publish one, as the flow editor makes them. The
 * smallest flow the publish check accepts is a Reference (the entry: its keywords, `welcome` or
 * `defaultReply` say when it starts) with an edge from its `next` output to a NewMessageSet
 * holding one message: `minimalFlowGraph()`.
 */

/** The flow's entry node; its settings are `referenceSettings` (keywords, postbackId, refs, welcome, defaultReply). */
export function referenceNode(data: z.input<typeof referenceSettings> = {}, id = 'start'): FlowNode {
  return { id, type: 'Reference', position: { x: 0, y: 0 }, data };
}

/** A NewMessageSet: up to 10 messages sent in order (`messageItem`: text, buttons, quickReplies, carousel, image...). */
export function messageNode(id: string, items: Array<z.input<typeof messageItem>>, x = 300): FlowNode {
  return { id, type: 'NewMessageSet', position: { x, y: 0 }, data: { items } };
}

/** An edge from an output of `source` ('next', 'button:<id>', 'reply:<id>'...) into `target`; its id is derived from them (64 characters at most, as graph ids are). */
export function edge(source: string, target: string, sourceHandle = 'next', id?: string): FlowEdge {
  const derived = `e_${createHash('sha256').update(`${source}\n${sourceHandle}\n${target}`).digest('hex').slice(0, 20)}`;
  return { id: id ?? derived, source, sourceHandle, target };
}

/** Reference → one text message: the smallest publishable flow. `start` decides when it runs (default: the keyword "hello"). */
export function minimalFlowGraph(
  text = 'Hello!',
  start: z.input<typeof referenceSettings> = { keywords: [{ text: 'hello', strictness: 'match' }] },
): FlowGraphInput {
  return {
    nodes: [referenceNode(start), messageNode('message', [{ id: 'text', kind: 'text', text }])],
    edges: [edge('start', 'message')],
  };
}

export interface PublishFlowInput {
  name?: string;
  /** The flow channel (`'widget'`, `'telegram'`...): the channel plugin's `adapter.channel`. */
  channel: FlowChannel;
  /** The channel account it runs on (the page, bot or widget id). */
  channelAccountId: string;
  graph?: FlowGraphInput;
}

/** Creates a flow, saves its draft and publishes it through `/api/flows`, as the editor does; answers its id. */
export async function publishFlow(client: ProductClient, input: PublishFlowInput): Promise<number> {
  const created = await expectOk(client, 'POST', '/api/flows', {
    name: input.name ?? 'Test flow',
    channel: input.channel,
    channelAccountId: input.channelAccountId,
  });
  const id = created.id as number;
  await expectOk(client, 'PUT', `/api/flows/${id}/draft`, { graph: input.graph ?? minimalFlowGraph(), revision: created.draftRevision as number });
  await expectOk(client, 'POST', `/api/flows/${id}/publish`);
  return id;
}

// The publish check answers 422 with `problems`: the error shows them, naming each node.
async function expectOk(client: ProductClient, method: 'POST' | 'PUT', path: string, body?: unknown): Promise<Record<string, unknown>> {
  const answer = await client.request(method, path, body);
  if (answer.status < 200 || answer.status > 299) throw new ProductApiError(method, path, answer.status, answer.body);
  return answer.body as Record<string, unknown>;
}
