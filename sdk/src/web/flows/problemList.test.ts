import { describe, expect, it } from '@jest/globals';
import type { FlowProblem } from '../../flows/validation/index.ts';
import { mergeProblems, offendingIds } from './problemList.ts';

const unconnected: FlowProblem = {
  code: 'nodeUnconnected',
  message: 'Unconnected Step',
  detail: 'Connect this step to the flow or delete it.',
  nodeId: 'm1',
  blocks: 'publish',
};
const keyword: FlowProblem = { code: 'keywordConflict', message: 'Keyword Conflict Detected', nodeId: 'start', blocks: 'publish' };
const capability: FlowProblem = { code: 'tooManyButtons', message: 'Message Not Supported', nodeId: 'gone', blocks: 'publish' };
const edge: FlowProblem = { code: 'edgeHandleTaken', message: 'Connection Not Allowed', edgeId: 'e1', blocks: 'save' };
const exists = { node: (id: string) => id !== 'gone', edge: (id: string) => id === 'e1' };

describe('the editor problem list', () => {
  it('lists live problems first, then what only the server knew, each once', () => {
    const list = mergeProblems([unconnected, edge], [unconnected, keyword], [], exists);
    expect(list.map((p) => [p.code, p.source])).toEqual([
      ['nodeUnconnected', 'live'],
      ['edgeHandleTaken', 'live'],
      ['keywordConflict', 'save'],
    ]);
    expect(new Set(list.map((p) => p.key)).size).toBe(3);
  });

  it('drops server problems about nodes deleted since', () => {
    expect(mergeProblems([], [], [capability, keyword], exists).map((p) => [p.code, p.source])).toEqual([['keywordConflict', 'publish']]);
  });

  it('names the nodes and edges to highlight', () => {
    const ids = offendingIds([unconnected, edge, keyword]);
    expect([...ids.nodes]).toEqual(['m1', 'start']);
    expect([...ids.edges]).toEqual(['e1']);
  });
});
