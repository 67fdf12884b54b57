import { describe, expect, it } from '@jest/globals';
import { flowProblem, problemCatalogue, problemTexts } from './problems.ts';
import { buttons, graph, messenger, nextStep, phone, started, text } from './testGraph.ts';
import { canConnect, validateFlow } from './validateFlow.ts';

describe('canConnect: the editor refuses exactly what a save would', () => {
  const flow = () =>
    started()
      .message('menu', buttons('b', 'Pick', nextStep('go'), phone('call')))
      .edge('welcome', 'menu')
      .message('more', text('t2'))
      .condition('check');

  it('allows an edge the rules allow, with React Flow’s null handle for a single output', () => {
    expect(canConnect(flow().build(), { source: 'menu', sourceHandle: 'button:go', target: 'more' }, messenger)).toBeNull();
    expect(canConnect(flow().build(), { source: 'more', sourceHandle: null, target: 'check' }, messenger)).toBeNull();
  });

  it('refuses with the problem validateFlow reports once the edge is saved, without an edge id', () => {
    const proposed = { source: 'menu', sourceHandle: 'button:go', target: 'check' };
    const refused = canConnect(flow().build(), proposed, messenger);
    expect(refused).toMatchObject({ code: 'edgeTargetNotAccepted', nodeId: 'check', message: 'Connection Not Allowed', blocks: 'save' });
    expect(refused).not.toHaveProperty('edgeId');
    const saved = validateFlow(flow().edge('menu', 'check', 'button:go', 'drawn').build(), messenger);
    expect(saved).toContainEqual({ ...refused, edgeId: 'drawn' });
  });

  it('counts the edges already there', () => {
    const taken = flow().edge('menu', 'more', 'button:go').message('other', text('t3')).node('sms', 'SMSSequence').build();
    expect(canConnect(taken, { source: 'menu', sourceHandle: 'button:go', target: 'other' }, messenger)).toMatchObject({ code: 'edgeHandleTaken' });
    expect(canConnect(taken, { source: 'menu', sourceHandle: 'button:call', target: 'sms' }, messenger)).toMatchObject({ code: 'edgeNotSolo' });
  });

  it('refuses an edge into the Reference or to a missing node', () => {
    expect(canConnect(flow().build(), { source: 'more', target: 'start' }, messenger)).toMatchObject({ code: 'edgeIntoReference' });
    expect(canConnect(graph().reference().build(), { source: 'start', target: 'nowhere' }, messenger)).toMatchObject({ code: 'edgeUnknownNode' });
  });
});

describe('problem texts', () => {
  it("keeps the spec's texts word for word", () => {
    expect(problemTexts).toMatchObject({
      connectionNotAllowed: 'Connection Not Allowed',
      invalidCrossChannelConnection: 'Invalid Cross-channel Connection',
      cloneOrDeleteNotAllowed: 'Clone or Delete Not Allowed',
      actionNotAllowed: 'Action Not Allowed',
      keywordConflictDetected: 'Keyword Conflict Detected',
      conflictFound: 'Conflict Found!',
      cannotUseThisFlow: 'You Cannot Use This Flow',
      valuesMissing: 'Error: Values are missing',
    });
  });

  it('gives every problem a known headline, and every problem fits the API schema', () => {
    for (const definition of Object.values(problemCatalogue)) expect(Object.keys(problemTexts)).toContain(definition.title);
    const broken = graph().message('m', text('t1')).message('m', text('t2')).edge('m', 'nowhere').build();
    const problems = validateFlow(broken, messenger);
    expect(problems.length).toBeGreaterThan(2);
    for (const found of problems) {
      expect(flowProblem.parse(found)).toEqual(found);
      expect(Object.values(problemTexts)).toContain(found.message);
      expect(found.detail).not.toMatch(/\{\{/);
    }
  });
});
