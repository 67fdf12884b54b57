import type { FlowProblem } from '../../flows/validation/index.ts';

/** Where a problem comes from: the live check in this window, the last save, or the last publish attempt. */
export type ProblemSource = 'live' | 'save' | 'publish';

export interface ListedProblem extends FlowProblem {
  source: ProblemSource;
  /** Stable across redraws, for React keys and focus. */
  key: string;
}

function problemKey(problem: FlowProblem): string {
  return [problem.code, problem.nodeId ?? '', problem.edgeId ?? '', problem.message, problem.detail ?? ''].join('|');
}

/**
 * One list of problems: the live ones first, then what the server found that this window
 * cannot see (other flows' keywords on save, the channel's capabilities on publish), each
 * once. A server problem about a node or edge that is gone since is dropped.
 */
export function mergeProblems(
  live: readonly FlowProblem[],
  save: readonly FlowProblem[],
  publish: readonly FlowProblem[],
  exists: { node(id: string): boolean; edge(id: string): boolean },
): ListedProblem[] {
  const seen = new Set<string>();
  const list: ListedProblem[] = [];
  const add = (problems: readonly FlowProblem[], source: ProblemSource) => {
    for (const problem of problems) {
      if (source !== 'live' && ((problem.nodeId && !exists.node(problem.nodeId)) || (problem.edgeId && !exists.edge(problem.edgeId)))) continue;
      const key = problemKey(problem);
      if (seen.has(key)) continue;
      seen.add(key);
      list.push({ ...problem, source, key });
    }
  };
  add(live, 'live');
  add(save, 'save');
  add(publish, 'publish');
  return list;
}

/** Node and edge ids the list names, for the highlight on the canvas. */
export function offendingIds(problems: readonly FlowProblem[]): { nodes: Set<string>; edges: Set<string> } {
  const nodes = new Set<string>();
  const edges = new Set<string>();
  for (const problem of problems) {
    if (problem.nodeId) nodes.add(problem.nodeId);
    if (problem.edgeId) edges.add(problem.edgeId);
  }
  return { nodes, edges };
}
