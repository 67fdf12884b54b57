import type { EntityManager } from '@mikro-orm/sql';
import { coreNodeTypes, messageSetSettings, type FlowGraph, type FlowNodeFailures, type MessageItem, type SendFailureKind } from '@chatmill/sdk';

/** Reasons listed per node; the others are counted in the node's `failed` only. */
export const maxReasonsPerNode = 5;
/** A node's label in the stats: the start of what it says. */
const maxLabelLength = 80;

export interface FailureRow {
  node_id: string | null;
  failure: SendFailureKind | null;
  error: string | null;
  count: number;
}

/**
 * The flow's failed sends per node with their distinct reasons (sdk/README.md 14.9 "Failed
 * sends"), read through the partial index on failed messages: one statement, and none on the
 * send path. Messages of a node no longer in `graph` keep their node id as its label.
 */
export async function flowFailures(em: EntityManager, accountId: number, flowId: number, graph: FlowGraph): Promise<FlowNodeFailures[]> {
  const rows = await em.execute<FailureRow[]>(
    `select "node_id", "failure", "error", count(*)::int as "count" from "outbound_message"
     where "flow_id" = :flowId and "state" = 'failed' and "account_id" = :accountId
     group by "node_id", "failure", "error"`,
    { accountId, flowId },
  );
  return failuresByNode(rows, graph);
}

/** Groups the rows by node, the nodes and their reasons with the most failures first. */
export function failuresByNode(rows: readonly FailureRow[], graph: FlowGraph): FlowNodeFailures[] {
  const nodes = new Map<string, FlowNodeFailures>();
  for (const row of [...rows].sort((a, b) => b.count - a.count)) {
    // A message sent outside a flow's node (none today) is counted under the flow as a whole.
    const nodeId = row.node_id ?? '';
    let node = nodes.get(nodeId);
    if (!node) nodes.set(nodeId, (node = { nodeId, label: nodeLabel(graph, nodeId), failed: 0, reasons: [] }));
    node.failed += row.count;
    if (node.reasons.length < maxReasonsPerNode) node.reasons.push({ kind: row.failure, reason: row.error ?? '', count: row.count });
  }
  return [...nodes.values()].sort((a, b) => b.failed - a.failed || a.nodeId.localeCompare(b.nodeId));
}

/** What a node says, for the owner to find it: a message's first text (or card title, or caption), else its type. */
export function nodeLabel(graph: FlowGraph, nodeId: string): string {
  const node = graph.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) return nodeId;
  if (node.type !== coreNodeTypes.message) return node.type;
  const settings = messageSetSettings.safeParse(node.data);
  const said = settings.success ? settings.data.items.map(itemText).find((text) => text.trim() !== '') : undefined;
  if (!said) return node.type;
  const line = said.trim().replace(/\s+/g, ' ');
  return line.length > maxLabelLength ? `${line.slice(0, maxLabelLength - 1)}…` : line;
}

function itemText(item: MessageItem): string {
  switch (item.kind) {
    case 'text':
    case 'buttons':
    case 'quickReplies':
      return item.text;
    case 'carousel':
      return item.cards[0]?.title ?? '';
    default:
      return item.caption ?? '';
  }
}
