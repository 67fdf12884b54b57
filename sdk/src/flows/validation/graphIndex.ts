import type { z } from 'zod';
import type { FlowChannel } from '../flowChannel.ts';
import type { FlowEdge, FlowGraph, FlowNode, OutputHandle } from '../flowGraph.ts';
import type { FlowNodeSpec, FlowNodeSpecs } from '../flowNodeSpec.ts';
import type { KeywordStrictness } from '../coreNodeSettings.ts';

/** A keyword of another flow on the same channel account, which this flow's keywords must not clash with. */
export interface OtherFlowKeyword {
  flowId: number;
  flowName: string;
  keyword: string;
  strictness: KeywordStrictness;
}

/** What the rules need besides the graph: the flow's channel and the node types the host knows. */
export interface FlowValidationContext {
  channel: FlowChannel;
  specs: FlowNodeSpecs;
  /** Keywords of the channel account's other flows (the server passes them; the editor may). */
  otherKeywords?: readonly OtherFlowKeyword[];
  /**
   * The keys of the account's custom variables: with them, a `{{name}}` in a text that is neither
   * a system field nor one of these is a problem. Left out, names are not checked (not known yet).
   */
  customVariables?: readonly string[];
}

/** A node with what its type says about it. Settings are parsed on first use (the editor asks on every drag). */
export interface IndexedNode {
  node: FlowNode;
  /** Undefined when no plugin gives the node's type. */
  spec: FlowNodeSpec<any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The settings as the type's schema gives them (defaults filled); undefined when unknown type or invalid. */
  settings: unknown;
  /** The schema's issues with the settings; [] when valid or the type is unknown. */
  issues: readonly z.core.$ZodIssue[];
  /**
   * The node's outputs for its settings, by handle id. Settings still being filled in (a button
   * without a title) give their outputs all the same, so the edges from them are checked.
   */
  outputs: ReadonlyMap<string, OutputHandle>;
  /** False when the outputs cannot be told (unknown type, settings the type cannot read): then `outputs` is empty. */
  outputsKnown: boolean;
}

/** The graph looked up by id. A duplicated id resolves to its first node (structure.ts reports the rest). */
export interface GraphIndex {
  graph: FlowGraph;
  node(id: string): IndexedNode | undefined;
  /** The nodes, each id once, in graph order. */
  nodes(): IndexedNode[];
  outgoing(nodeId: string): readonly FlowEdge[];
  incoming(nodeId: string): readonly FlowEdge[];
}

export function indexGraph(graph: FlowGraph, specs: FlowNodeSpecs): GraphIndex {
  const byId = new Map<string, FlowNode>();
  for (const node of graph.nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  const parsed = new Map<string, IndexedNode>();
  const outgoing = groupBy(graph.edges, (edge) => edge.source);
  const incoming = groupBy(graph.edges, (edge) => edge.target);

  function node(id: string): IndexedNode | undefined {
    const cached = parsed.get(id);
    if (cached) return cached;
    const flowNode = byId.get(id);
    if (!flowNode) return undefined;
    const indexed = describe(flowNode, specs.get(flowNode.type));
    parsed.set(id, indexed);
    return indexed;
  }

  return {
    graph,
    node,
    nodes: () => [...byId.keys()].map((id) => node(id)!),
    outgoing: (id) => outgoing.get(id) ?? [],
    incoming: (id) => incoming.get(id) ?? [],
  };
}

function describe(node: FlowNode, spec: FlowNodeSpec<any> | undefined): IndexedNode {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  if (!spec) return { node, spec, settings: undefined, issues: [], outputs: new Map(), outputsKnown: false };
  const result = spec.settings.safeParse(node.data);
  if (result.success) return { node, spec, settings: result.data, issues: [], outputs: byId(spec.outputs(result.data)), outputsKnown: true };
  // As the editor draws the handles (web nodeSpecs.ts): from the raw settings when their shape allows.
  try {
    return { node, spec, settings: undefined, issues: result.error.issues, outputs: byId(spec.outputs(node.data)), outputsKnown: true };
  } catch {
    return { node, spec, settings: undefined, issues: result.error.issues, outputs: new Map(), outputsKnown: false };
  }
}

function byId(handles: readonly OutputHandle[]): Map<string, OutputHandle> {
  return new Map(handles.filter((handle) => typeof handle?.id === 'string').map((handle) => [handle.id, handle] as const));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The label the texts use for a node type: its spec's, or the bare type id when no plugin gives it. */
export function typeLabel(specs: FlowNodeSpecs, type: string): string {
  return specs.get(type)?.label ?? type;
}

/** The settings of a node of a known core type, already parsed by that type's schema. */
export function settingsOf<S>(indexed: IndexedNode, type: string): S | undefined {
  return indexed.node.type === type && indexed.settings !== undefined ? (indexed.settings as S) : undefined;
}
