import { coreNodeTypes } from '../coreNodeSettings.ts';
import type { FlowNodeSpec } from '../flowNodeSpec.ts';
import type { FlowNode } from '../flowGraph.ts';
import type { FlowValidationContext, GraphIndex } from './graphIndex.ts';
import { problem, type FlowProblem } from './problems.ts';
import { settingsIssue } from './settingsIssues.ts';

/** At most this many schema issues are reported per node: the first ones say enough. */
const maxIssuesPerNode = 5;

/**
 * The graph's own shape (spec 2, 5): unique ids, known node types allowed on the flow's
 * channel, settings of the shape their type's schema reads, threads only in omni-channel flows,
 * and exactly one of each singleton (the Reference cannot be deleted or cloned). All block
 * 'save': a stored draft is always a graph the editor can open. Settings still being filled in
 * (an empty title) are saved and stop publishing only (completeness.ts); the runtime runs
 * published versions, whose settings always parse.
 */
export function structureProblems(index: GraphIndex, context: FlowValidationContext): FlowProblem[] {
  return [...duplicateIds(index), ...nodeTypeProblems(index, context), ...threadProblems(index, context), ...singletonProblems(index, context)];
}

function duplicateIds(index: GraphIndex): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const nodeIds = new Set<string>();
  for (const node of index.graph.nodes) {
    if (nodeIds.has(node.id)) problems.push(problem('duplicateNodeId', { nodeId: node.id }, { id: node.id }));
    nodeIds.add(node.id);
  }
  const edgeIds = new Set<string>();
  for (const edge of index.graph.edges) {
    if (edgeIds.has(edge.id)) problems.push(problem('duplicateEdgeId', { edgeId: edge.id }, { id: edge.id }));
    edgeIds.add(edge.id);
  }
  return problems;
}

function nodeTypeProblems(index: GraphIndex, context: FlowValidationContext): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const { node, spec, issues } of index.nodes()) {
    const place = { nodeId: node.id };
    if (!spec) {
      problems.push(problem('unknownNodeType', place, { type: node.type }));
      continue;
    }
    if (!allowedOnChannel(spec, node, context)) problems.push(problem('nodeNotOnChannel', place, { label: spec.label }));
    // Only a broken shape refuses the save; unfinished values are completeness.ts's.
    const broken = issues.map((issue) => settingsIssue(issue, node.data)).filter((found) => found.code === 'invalidSettings');
    for (const found of broken.slice(0, maxIssuesPerNode)) problems.push(problem(found.code, place, found.params));
  }
  return problems;
}

/** A type limited to some channels fits a flow of one of them, or an omni-channel thread on one of them. */
export function allowedOnChannel(spec: FlowNodeSpec<unknown>, node: FlowNode, context: FlowValidationContext): boolean {
  if (!spec.channels || spec.channels.includes(context.channel)) return true;
  return context.channel === 'omnichannel' && node.thread !== undefined && spec.channels.includes(node.thread);
}

export function isJunction(type: string): boolean {
  return type === coreNodeTypes.splitter || type === coreNodeTypes.converger;
}

function threadProblems(index: GraphIndex, context: FlowValidationContext): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const { node, spec } of index.nodes()) {
    if (node.thread === undefined) continue;
    if (context.channel !== 'omnichannel') problems.push(problem('threadOutsideOmnichannel', { nodeId: node.id }));
    else if (isJunction(node.type)) problems.push(problem('threadOnJunction', { nodeId: node.id }, { label: spec?.label ?? node.type }));
  }
  return problems;
}

function singletonProblems(index: GraphIndex, context: FlowValidationContext): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const seen = new Set<string>();
  for (const { node, spec } of index.nodes()) {
    if (!spec?.singleton) continue;
    if (seen.has(node.type)) problems.push(problem('singletonDuplicated', { nodeId: node.id }, { label: spec.label }));
    seen.add(node.type);
  }
  if (!seen.has(coreNodeTypes.reference)) {
    // Nothing left to highlight: the editor offers undo.
    problems.push(problem('referenceMissing', {}, { label: context.specs.get(coreNodeTypes.reference)?.label ?? coreNodeTypes.reference }));
  }
  return problems;
}
