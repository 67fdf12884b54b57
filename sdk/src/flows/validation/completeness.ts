import { coreNodeTypes } from '../coreNodeSettings.ts';
import type { GraphIndex } from './graphIndex.ts';
import { problem, type FlowProblem } from './problems.ts';

/**
 * Spec 2, 5 "Flow save checks": "every element needs an output or input connection and full
 * configuration". Both block publishing only, so a half-built draft still saves. The Reference
 * is left to entry.ts, which asks more of it (an outgoing connection).
 */
export function completenessProblems(index: GraphIndex): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const { node, spec, settings } of index.nodes()) {
    const place = { nodeId: node.id };
    if (node.type !== coreNodeTypes.reference && !index.incoming(node.id).length && !index.outgoing(node.id).length) {
      problems.push(problem('nodeUnconnected', place));
    }
    // Invalid settings are reported by structure.ts; `missing` expects parsed ones.
    if (spec?.missing && settings !== undefined) for (const missing of spec.missing(settings)) problems.push(problem('nodeIncomplete', place, { missing }));
  }
  return problems;
}
