import { coreNodeTypes } from '../coreNodeSettings.ts';
import type { FlowEdge } from '../flowGraph.ts';
import type { GraphIndex } from './graphIndex.ts';
import { problem, type FlowProblem } from './problems.ts';

/**
 * Whether following this edge waits for the subscriber: a UserInput waits for the answer and a
 * TimeGap for its time before they go on, and a message's button or quick reply is followed only
 * when the subscriber taps it. A message's `next`, conditions, actions and other steps go on at once.
 */
export function edgeWaits(edge: FlowEdge, index: GraphIndex): boolean {
  const type = index.node(edge.source)?.node.type;
  if (type === coreNodeTypes.userInput || type === coreNodeTypes.timeGap) return true;
  return type === coreNodeTypes.message && edge.sourceHandle !== 'next';
}

/**
 * Spec 2, 5 "infinite loops are refused": a cycle the runtime would run round without ever
 * waiting for the subscriber. Found as the strongly connected components (Tarjan) of the graph
 * of edges that go on at once; one problem per such loop, on its first step. Self-loops are
 * refused as connections already (connections.ts).
 */
export function loopProblems(index: GraphIndex): FlowProblem[] {
  const immediate = (nodeId: string) =>
    index.outgoing(nodeId).filter((edge) => edge.source !== edge.target && index.node(edge.target) && !edgeWaits(edge, index));
  const order = new Map(index.nodes().map((indexed, position) => [indexed.node.id, position]));
  return stronglyConnected([...order.keys()], (id) => immediate(id).map((edge) => edge.target))
    .filter((component) => component.length > 1)
    .map((component) => {
      const members = new Set(component);
      const first = component.reduce((a, b) => (order.get(a)! <= order.get(b)! ? a : b));
      const edge = immediate(first).find((candidate) => members.has(candidate.target));
      const steps = component.map((id) => index.node(id)?.spec?.label ?? id).join(', ');
      return problem('infiniteLoop', { nodeId: first, ...(edge ? { edgeId: edge.id } : {}) }, { steps });
    });
}

/** Tarjan's algorithm: the strongly connected components of a directed graph. */
function stronglyConnected(ids: readonly string[], next: (id: string) => readonly string[]): string[][] {
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  function visit(id: string): void {
    indexOf.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    for (const target of next(id)) {
      if (!indexOf.has(target)) {
        visit(target);
        low.set(id, Math.min(low.get(id)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(id, Math.min(low.get(id)!, indexOf.get(target)!));
      }
    }
    if (low.get(id) !== indexOf.get(id)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== id);
    components.push(component.reverse());
  }

  for (const id of ids) if (!indexOf.has(id)) visit(id);
  return components;
}
