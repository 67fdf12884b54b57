import type { ChangedText, ComparedNode, FlowComparison, FlowEdge, FlowGraph, FlowNode, FlowNodeSpecs } from '@chatmill/sdk';

/**
 * What changed between a published version (before) and the current draft (after), as the
 * owner reads it (issue 6: "compared with the current one (what nodes and texts changed)"):
 * nodes added, removed and changed, with each changed text by its path in the settings
 * (`items[0].text`), and how many connections came and went. Moving a node is not a change.
 */
export function compareGraphs(before: FlowGraph, after: FlowGraph, specs: FlowNodeSpecs): FlowComparison {
  const describe = (node: FlowNode): ComparedNode => ({ nodeId: node.id, type: node.type, label: specs.get(node.type)?.label ?? node.type });
  const beforeNodes = new Map(before.nodes.map((node) => [node.id, node]));
  const afterNodes = new Map(after.nodes.map((node) => [node.id, node]));

  const added = after.nodes.filter((node) => !beforeNodes.has(node.id)).map(describe);
  const removed = before.nodes.filter((node) => !afterNodes.has(node.id)).map(describe);
  const changed: FlowComparison['changed'] = [];
  for (const node of after.nodes) {
    const old = beforeNodes.get(node.id);
    if (!old) continue;
    const texts = changedTexts(old.data, node.data);
    const settingsChanged = old.type !== node.type || old.thread !== node.thread || stableJson(withoutTexts(old.data)) !== stableJson(withoutTexts(node.data));
    if (texts.length || settingsChanged) changed.push({ ...describe(node), texts, settingsChanged });
  }

  const beforeEdges = new Set(before.edges.map(edgeKey));
  const afterEdges = new Set(after.edges.map(edgeKey));
  return {
    added,
    removed,
    changed,
    edgesAdded: [...afterEdges].filter((key) => !beforeEdges.has(key)).length,
    edgesRemoved: [...beforeEdges].filter((key) => !afterEdges.has(key)).length,
  };
}

/** A connection is what it joins, whatever id the editor gave it. */
function edgeKey(edge: FlowEdge): string {
  return `${edge.source}\u0000${edge.sourceHandle}\u0000${edge.target}`;
}

/**
 * Keys whose string values are settings chosen from a list (a message kind, a unit, an
 * operator) or ids, not texts the owner wrote: a change there is a settings change.
 */
const notTextKeys = new Set(['id', 'kind', 'type', 'op', 'unit', 'strictness', 'validation', 'match', 'variable', 'sequenceId', 'postbackId']);

/** Every text of a node's settings by its path: `items[0].text`, `keywords[1].text`, `question`. */
export function textsOf(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) {
    value.forEach((item, index) => textsOf(item, `${path}[${index}]`, into));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && notTextKeys.has(key)) continue;
      textsOf(item, path ? `${path}.${key}` : key, into);
    }
  } else if (typeof value === 'string' && path) {
    into.set(path, value);
  }
  return into;
}

function changedTexts(before: unknown, after: unknown): ChangedText[] {
  const old = textsOf(before);
  const now = textsOf(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths.filter((path) => old.get(path) !== now.get(path)).map((path) => ({ path, before: old.get(path) ?? null, after: now.get(path) ?? null }));
}

/** The settings with every text replaced by a mark, so what is left is their structure and choices. */
function withoutTexts(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutTexts(item));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, withoutTexts(item, k)]));
  if (typeof value === 'string' && !notTextKeys.has(key)) return '\u0000text';
  return value;
}

/** JSON with object keys sorted, so key order never reads as a change. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  );
}
