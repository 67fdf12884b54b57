import { coreNodeTypes } from '../coreNodeSettings.ts';
import type { GraphIndex } from './graphIndex.ts';
import { problem, type FlowProblem } from './problems.ts';
import { settingsIssue } from './settingsIssues.ts';

/** Enough for a message set whose buttons all lack titles, few enough to keep the list readable. */
const maxUnfinishedPerNode = 20;

/**
 * Spec 2, 5 "Flow save checks": "every element needs an output or input connection and full
 * configuration". Both block publishing only, so a half-built draft still saves: every value
 * the settings schema still refuses (an empty button title, a URL without https) and whatever
 * the type's `missing` names. The Reference is left to entry.ts for its connection.
 */
export function completenessProblems(index: GraphIndex): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const { node, spec, settings, issues } of index.nodes()) {
    const place = { nodeId: node.id };
    if (node.type !== coreNodeTypes.reference && !index.incoming(node.id).length && !index.outgoing(node.id).length) {
      problems.push(problem('nodeUnconnected', place));
    }
    // Each value still to fill in is one problem; a broken shape is structure.ts's.
    const unfinished = issues.map((issue) => settingsIssue(issue, node.data)).filter((found) => found.code !== 'invalidSettings');
    for (const found of unfinished.slice(0, maxUnfinishedPerNode)) problems.push(problem(found.code, place, found.params));
    // `missing` expects settings that parse.
    if (spec?.missing && settings !== undefined) for (const missing of spec.missing(settings)) problems.push(problem('nodeIncomplete', place, { missing }));
  }
  return problems;
}
