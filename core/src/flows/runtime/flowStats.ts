import type { EntityManager } from '@mikro-orm/sql';
import {
  coreNodeTypes,
  messageSetSettings,
  otnSettings,
  suggestionHandleId,
  type FlowButtonStats,
  type FlowGraph,
  type FlowStats,
  type MessageItem,
  type Suggestion,
} from '@chatmill/sdk';
import { otnButtonTitle } from './nodes/otn.ts';
import { flowFailures } from './flowFailures.ts';

/** Spec 2, 7: deliveries and reads are shown as percent of sends, rounded up. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 && part > 0 ? Math.min(100, Math.ceil((part * 100) / whole)) : 0;
}

/** Suggestions the runtime renders with its own payload (`payloadFor`), so their clicks come back and are counted. */
function tracked(suggestion: Suggestion): boolean {
  return suggestion.type === 'next_step' || suggestion.type === 'email' || (suggestion.type === 'phone' && !suggestion.phone);
}

/**
 * A flow's stats (spec 2, 3 "Flow stats"): messages sent, delivered and read, clicks per button
 * and failed sends per node (with their reasons) of `graph` (the version the runtime runs, or the draft before the first publish).
 * Node ids live on across versions, so a button's clicks add up over the versions it was in.
 */
export async function flowStats(em: EntityManager, accountId: number, flowId: number, graph: FlowGraph): Promise<FlowStats> {
  const [counts] = await em.execute<{ sends: number; deliveries: number; reads: number }[]>(
    `select count(*)::int as "sends", count("delivered_at")::int as "deliveries", count("read_at")::int as "reads"
     from "outbound_message" where "account_id" = :accountId and "flow_id" = :flowId and "state" = 'sent'`,
    { accountId, flowId },
  );
  const clickRows = await em.execute<{ node_id: string; handle: string; clicks: number }[]>(
    `select "node_id", "handle", count(*)::int as "clicks" from "flow_click" where "account_id" = :accountId and "flow_id" = :flowId group by "node_id", "handle"`,
    { accountId, flowId },
  );
  const clicks = new Map(clickRows.map((row) => [`${row.node_id}|${row.handle}`, row.clicks]));
  const countOf = (nodeId: string, handle: string) => clicks.get(`${nodeId}|${handle}`) ?? 0;
  const sends = counts?.sends ?? 0;
  const deliveries = counts?.deliveries ?? 0;
  const reads = counts?.reads ?? 0;
  return {
    sends,
    deliveries,
    reads,
    deliveryPercent: percentOf(deliveries, sends),
    readPercent: percentOf(reads, sends),
    buttons: buttonsOf(graph, countOf),
    failures: await flowFailures(em, accountId, flowId, graph),
  };
}

export function buttonsOf(graph: FlowGraph, countOf: (nodeId: string, handle: string) => number): FlowButtonStats[] {
  const buttons: FlowButtonStats[] = [];
  for (const node of graph.nodes) {
    if (node.type === coreNodeTypes.otn) {
      const settings = otnSettings.safeParse(node.data);
      if (settings.success) buttons.push({ nodeId: node.id, handle: 'next', label: settings.data.title || otnButtonTitle, clicks: countOf(node.id, 'next') });
      continue;
    }
    if (node.type !== coreNodeTypes.message) continue;
    const settings = messageSetSettings.safeParse(node.data);
    if (!settings.success) continue;
    for (const item of settings.data.items) buttons.push(...itemButtons(node.id, item, countOf));
  }
  return buttons;
}

function itemButtons(nodeId: string, item: MessageItem, countOf: (nodeId: string, handle: string) => number): FlowButtonStats[] {
  const one = (suggestion: Suggestion, cardId?: string): FlowButtonStats => {
    const handle = suggestionHandleId(item, suggestion.id, cardId);
    return { nodeId, handle, label: suggestion.title, clicks: countOf(nodeId, handle) };
  };
  switch (item.kind) {
    case 'buttons':
      return item.buttons.filter(tracked).map((s) => one(s));
    case 'quickReplies':
      return item.replies.filter(tracked).map((s) => one(s));
    case 'carousel':
      return item.cards.flatMap((card) => {
        const children = card.buttons.filter(tracked).map((s) => one(s, card.id));
        if (!children.length) return [];
        return [{ nodeId, handle: `card:${card.id}`, label: card.title, clicks: children.reduce((sum, child) => sum + child.clicks, 0), children }];
      });
    default:
      return [];
  }
}
