import { createHash } from 'node:crypto';
import type { FlowGraph, FlowNodeSpec } from '@chatmill/sdk';

/**
 * The postback payload of a button or quick reply the runtime rendered (`payloadFor`): a short
 * opaque token, `~<flow>.<version>.<digest>` (flow id and version in base 36, then 10 base64url
 * characters of a SHA-256 over the node id and the output handle). At most 27 ASCII bytes
 * whatever the ids, so it fits every platform's payload field (Telegram's callback_data: 64
 * bytes; the SDK promises channels 32). It names the published version the message came from,
 * so a click continues on exactly the edge the owner drew even after the flow was published
 * again; the digest is resolved against that version's graph, which never changes, so the token
 * stays valid as long as the message can be tapped, with nothing stored per message.
 * The runtime trusts it only after finding that flow among the channel account's own flows.
 */
export interface FlowPayload {
  flowId: number;
  /** The published version the message was rendered from (0: the editor's draft, in the simulator). */
  version: number;
  nodeId: string;
  handle: string;
}

/** Which output of which node a payload names: by digest (tokens), or by name (payloads sent before tokens). */
export type PayloadTarget = { digest: string } | { nodeId: string; handle: string };

/** A payload read back: the flow version it came from and the output it names, still to be found in that version's graph. */
export interface DecodedPayload {
  flowId: number;
  version: number;
  target: PayloadTarget;
}

/** Node types by id, for the outputs a node's settings give (the runtime's registry, or the specs). */
export interface NodeSpecLookup {
  get(type: string): Pick<FlowNodeSpec<unknown>, 'settings' | 'outputs'> | undefined;
}

const digestLength = 10;
/** What a token looks like (for tests that cannot know the ids behind it). */
export const flowPayloadPattern = /^~([0-9a-z]{1,7})\.([0-9a-z]{1,7})\.([A-Za-z0-9_-]{10})$/;
/** Before tokens: `~flow:<flow>:<version>:<node>:<handle>`, still on messages sent then. */
const namedPattern = /^~flow:(\d{1,10}):(\d{1,10}):([A-Za-z0-9_-]{1,64}):([A-Za-z0-9:_-]{1,100})$/;

function digestOf(nodeId: string, handle: string): string {
  return createHash('sha256').update(`${nodeId}\n${handle}`).digest('base64url').slice(0, digestLength);
}

export function encodeFlowPayload(payload: FlowPayload): string {
  return `~${payload.flowId.toString(36)}.${payload.version.toString(36)}.${digestOf(payload.nodeId, payload.handle)}`;
}

/** The payload's flow version and target, or null for any other payload (a Reference's postback id, a persistent menu's...). */
export function decodeFlowPayload(payload: string): DecodedPayload | null {
  const token = flowPayloadPattern.exec(payload);
  if (token) return { flowId: parseInt(token[1]!, 36), version: parseInt(token[2]!, 36), target: { digest: token[3]! } };
  const named = namedPattern.exec(payload);
  if (named) return { flowId: Number(named[1]), version: Number(named[2]), target: { nodeId: named[3]!, handle: named[4]! } };
  return null;
}

/**
 * The node and output a payload names in the graph it was rendered from, or null when the graph
 * has no such output. Digests are matched against every output the graph's nodes give (their
 * settings' outputs and the handles edges leave from), indexed once per graph object: published
 * graphs are cached by the catalog, so a click costs a map lookup.
 */
export function findPayloadTarget(graph: FlowGraph, nodes: NodeSpecLookup, target: PayloadTarget): { nodeId: string; handle: string } | null {
  if ('nodeId' in target) return graph.nodes.some((n) => n.id === target.nodeId) ? target : null;
  return outputsByDigest(graph, nodes).get(target.digest) ?? null;
}

const indexes = new WeakMap<FlowGraph, Map<string, { nodeId: string; handle: string }>>();

function outputsByDigest(graph: FlowGraph, nodes: NodeSpecLookup): Map<string, { nodeId: string; handle: string }> {
  const known = indexes.get(graph);
  if (known) return known;
  const index = new Map<string, { nodeId: string; handle: string }>();
  const add = (nodeId: string, handle: string) => index.set(digestOf(nodeId, handle), { nodeId, handle });
  for (const node of graph.nodes) {
    add(node.id, 'next');
    const spec = nodes.get(node.type);
    const settings = spec?.settings.safeParse(node.data);
    if (spec && settings?.success) for (const output of spec.outputs(settings.data)) add(node.id, output.id);
  }
  for (const edge of graph.edges) add(edge.source, edge.sourceHandle ?? 'next');
  indexes.set(graph, index);
  return index;
}
