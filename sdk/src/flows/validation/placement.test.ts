import { describe, expect, it } from '@jest/globals';
import { canConnect } from './validateFlow.ts';
import { codesOf, graph, messenger, problemsOf, started, text } from './testGraph.ts';

describe('UserInput and TimeGap placement (spec 2, 5)', () => {
  it('lets a UserInput follow a NewMessageSet directly, and nothing else', () => {
    expect(codesOf(started().userInput('ask').edge('welcome', 'ask').build())).toEqual([]);
    const afterCondition = started().condition('check').userInput('ask').edge('welcome', 'check').edge('check', 'ask', 'true').build();
    expect(problemsOf(afterCondition)).toContainEqual(
      expect.objectContaining({ code: 'edgeNeedsMessageParent', edgeId: 'e3', nodeId: 'ask', message: 'Connection Not Allowed', blocks: 'save' }),
    );
  });

  it('keeps a TimeGap from receiving from a NewMessageSet or the Reference', () => {
    const afterMessage = started().timeGap('wait').edge('welcome', 'wait').build();
    expect(problemsOf(afterMessage)).toContainEqual(expect.objectContaining({ code: 'edgeTimeGapAfter', edgeId: 'e2', nodeId: 'wait', blocks: 'save' }));
    // The Reference leads only to a NewMessageSet: its own output refuses the TimeGap first.
    expect(codesOf(started().timeGap('wait').edge('start', 'wait').build())).toContain('edgeTargetNotAccepted');
    const afterAction = started()
      .action('act')
      .timeGap('wait')
      .message('later', text('t2'))
      .edge('welcome', 'act')
      .edge('act', 'wait')
      .edge('wait', 'later')
      .build();
    expect(codesOf(afterAction)).toEqual([]);
  });

  it('needs a NewMessageSet somewhere before a TimeGap; publishing only, as deleting upstream breaks it', () => {
    const fragment = started().action('act').timeGap('wait').message('later', text('t2')).edge('act', 'wait').edge('wait', 'later').build();
    expect(problemsOf(fragment)).toContainEqual(
      expect.objectContaining({ code: 'edgeTimeGapWithoutMessage', edgeId: 'e2', nodeId: 'wait', blocks: 'publish' }),
    );
    const input = started()
      .userInput('ask')
      .timeGap('wait')
      .edge('welcome', 'ask')
      .edge('ask', 'wait')
      .message('later', text('t2'))
      .edge('wait', 'later')
      .build();
    expect(codesOf(input)).toEqual([]);
  });

  it('refuses drawing an edge into an unconfigured UserInput or TimeGap, and out of an unconfigured OTN', () => {
    const blank = started().userInput('ask', { question: '' }).build();
    expect(canConnect(blank, { source: 'welcome', target: 'ask' }, messenger)).toMatchObject({
      code: 'edgeNotConfigured',
      nodeId: 'ask',
      message: 'Connection Not Allowed',
    });
    expect(canConnect(started().userInput('ask').build(), { source: 'welcome', target: 'ask' }, messenger)).toBeNull();

    const gap = (data: Record<string, unknown>) => started().action('act').edge('welcome', 'act').timeGap('wait', data).build();
    expect(canConnect(gap({ unit: 'day' }), { source: 'act', target: 'wait' }, messenger)).toMatchObject({ code: 'edgeNotConfigured', nodeId: 'wait' });
    expect(canConnect(gap({ amount: 3, unit: 'day' }), { source: 'act', target: 'wait' }, messenger)).toBeNull();

    const otn = (title: string) => started().otn('otn', { title }).edge('welcome', 'otn').message('back', text('t2')).build();
    expect(canConnect(otn(''), { source: 'otn', target: 'back' }, messenger)).toMatchObject({ code: 'edgeNotConfigured', nodeId: 'otn' });
    expect(canConnect(otn('Back in stock'), { source: 'otn', target: 'back' }, messenger)).toBeNull();
  });

  it('lets an OTN lead only to a NewMessageSet', () => {
    const otn = () => started().otn('otn').edge('welcome', 'otn');
    expect(codesOf(otn().message('back', text('t2')).edge('otn', 'back').build())).toEqual([]);
    expect(codesOf(otn().action('act').edge('otn', 'act').build())).toContain('edgeTargetNotAccepted');
  });

  it('refuses drawing an edge to a TimeGap with no message before it', () => {
    const flow = graph().reference().action('act').timeGap('wait').build();
    expect(canConnect(flow, { source: 'act', target: 'wait' }, messenger)).toMatchObject({ code: 'edgeTimeGapWithoutMessage', nodeId: 'wait' });
  });
});
