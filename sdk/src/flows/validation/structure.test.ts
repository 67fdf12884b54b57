import { describe, expect, it } from '@jest/globals';
import { coreNodeSpecs } from '../coreNodeSpecs.ts';
import { nodeSpecMap } from './nodeSpecMap.ts';
import { problemTexts } from './problems.ts';
import { codesOf, contextFor, graph, messenger, problemsOf, specs, started, text } from './testGraph.ts';

const omni = contextFor('omnichannel');

describe('graph structure (spec 2, 5)', () => {
  it('finds nothing wrong with a complete flow', () => {
    expect(problemsOf(started().message('more', text('t2')).edge('welcome', 'more').build())).toEqual([]);
  });

  it('refuses two nodes or two edges with one id', () => {
    const nodes = started().message('welcome', text('t2')).build();
    expect(problemsOf(nodes)).toContainEqual(expect.objectContaining({ code: 'duplicateNodeId', nodeId: 'welcome', blocks: 'save' }));
    const edges = started().message('more', text('t2')).edge('welcome', 'more', 'next', 'e1').build();
    expect(problemsOf(edges)).toContainEqual(expect.objectContaining({ code: 'duplicateEdgeId', edgeId: 'e1', blocks: 'save' }));
  });

  it('refuses a node type no plugin gives', () => {
    const flow = started().node('odd', 'Teleport').edge('welcome', 'odd').build();
    expect(problemsOf(flow)).toContainEqual(expect.objectContaining({ code: 'unknownNodeType', nodeId: 'odd', blocks: 'save', message: 'Invalid Flow' }));
  });

  it('refuses a node type outside its channels, and allows it on an omni-channel thread of one of them', () => {
    const otn = (thread?: 'messenger' | 'whatsapp') => started().node('otn', 'OTN', { title: 'Back in stock' }, thread).edge('welcome', 'otn').build();
    expect(codesOf(otn(), messenger)).not.toContain('nodeNotOnChannel');
    expect(problemsOf(otn(), contextFor('whatsapp'))).toContainEqual(
      expect.objectContaining({ code: 'nodeNotOnChannel', nodeId: 'otn', message: problemTexts.actionNotAllowed, blocks: 'save' }),
    );
    expect(codesOf(otn('messenger'), omni)).not.toContain('nodeNotOnChannel');
    expect(codesOf(otn('whatsapp'), omni)).toContain('nodeNotOnChannel');
    const splitter = started().node('split', 'splitter').edge('welcome', 'split').build();
    expect(codesOf(splitter, messenger)).toContain('nodeNotOnChannel');
    expect(codesOf(splitter, omni)).not.toContain('nodeNotOnChannel');
  });

  it("refuses settings that fail their type's schema, naming the field", () => {
    const flow = started().timeGap('wait', { amount: 'soon', unit: 'hour' }).build();
    expect(problemsOf(flow)).toContainEqual(
      expect.objectContaining({ code: 'invalidSettings', nodeId: 'wait', blocks: 'save', params: expect.objectContaining({ path: 'amount' }) }),
    );
    expect(codesOf(started().timeGap('wait', { amount: 2, unit: 'day' }).build())).not.toContain('invalidSettings');
  });

  describe('action and variable settings (spec 2, 5 "Action rules", "Custom variable name and value must be alphanumeric")', () => {
    const actionFlow = (action: Record<string, unknown>) =>
      codesOf(
        started()
          .action('act', { actions: [action] })
          .build(),
      );

    it('takes alphanumeric custom variable names and values only (a value of the wrong form stops publishing, not saving)', () => {
      expect(actionFlow({ kind: 'setVariable', variable: 'plan_2', value: 'Gold 2' })).not.toContain('settingMalformed');
      expect(actionFlow({ kind: 'setVariable', variable: 'first-name', value: 'Ann' })).toContain('settingMalformed');
      expect(actionFlow({ kind: 'setVariable', variable: 'plan', value: 'gold!' })).toContain('settingMalformed');
      expect(codesOf(started().userInput('ask', { question: 'Name?', variable: 'your name' }).build())).toContain('settingMalformed');
      expect(
        problemsOf(
          started()
            .action('act', { actions: [{ kind: 'setVariable', variable: 'first-name', value: 'Ann' }] })
            .build(),
        ),
      ).toContainEqual(
        expect.objectContaining({
          code: 'settingMalformed',
          blocks: 'publish',
          detail: 'Correct the custom variable of action 1: Use letters, digits and _ (at most 40).',
        }),
      );
    });

    it('needs a valid URL for Trigger Webhook', () => {
      expect(actionFlow({ kind: 'webhook', url: 'https://hooks.example.com/lead' })).not.toContain('settingMalformed');
      expect(actionFlow({ kind: 'webhook', url: 'not a url' })).toContain('settingMalformed');
    });

    it('needs a numeric human take-over duration in seconds, minutes or hours', () => {
      expect(actionFlow({ kind: 'humanTakeover', duration: 30, unit: 'minutes' })).not.toContain('invalidSettings');
      expect(actionFlow({ kind: 'humanTakeover', duration: '30', unit: 'minutes' })).toContain('invalidSettings');
      expect(actionFlow({ kind: 'humanTakeover', duration: 2, unit: 'days' })).toContain('invalidSettings');
    });
  });

  it('keeps threads to omni-channel flows, and off splitters and convergers', () => {
    const threaded = started().threadMessage('wa', 'whatsapp', text('t2')).build();
    expect(codesOf(threaded, messenger)).toContain('threadOutsideOmnichannel');
    expect(codesOf(threaded, omni)).not.toContain('threadOutsideOmnichannel');
    const junction = (thread?: 'whatsapp') => started().node('split', 'splitter', {}, thread).edge('welcome', 'split').build();
    expect(codesOf(junction('whatsapp'), omni)).toContain('threadOnJunction');
    expect(codesOf(junction(), omni)).not.toContain('threadOnJunction');
  });

  it("says 'Clone or Delete Not Allowed' when the Reference is deleted or cloned", () => {
    const deleted = graph().message('welcome', text('t1')).build();
    expect(problemsOf(deleted)).toContainEqual(expect.objectContaining({ code: 'referenceMissing', message: 'Clone or Delete Not Allowed', blocks: 'save' }));
    const cloned = started().reference('start-copy').build();
    expect(problemsOf(cloned)).toContainEqual(
      expect.objectContaining({ code: 'singletonDuplicated', nodeId: 'start-copy', message: 'Clone or Delete Not Allowed' }),
    );
    expect(codesOf(started().build())).toEqual([]);
  });
});

describe('nodeSpecMap', () => {
  it('looks specs up by type and throws on two specs for one type', () => {
    expect(specs.get('NewMessageSet')?.label).toBe('Send Message');
    expect(() => nodeSpecMap(coreNodeSpecs, [coreNodeSpecs[1]!])).toThrow("Two flow node types are named 'NewMessageSet'.");
  });
});
