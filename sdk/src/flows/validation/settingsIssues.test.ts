import { describe, expect, it } from '@jest/globals';
import { settingsFieldWords, settingsPathParts } from './settingsIssues.ts';
import { buttons, codesOf, nextStep, problemsOf, started, text } from './testGraph.ts';

/** Issue 21: an unfinished setting stops publishing only and is named in words; a broken shape still refuses the save. */
describe('settings still being filled in', () => {
  const withButton = (title: string) =>
    started()
      .message('ask', buttons('b1', 'Shall we?', nextStep('yes', title)))
      .message('more', text('t2'))
      .edge('welcome', 'ask')
      .edge('ask', 'more', 'button:yes')
      .build();

  it('saves a button without a title: the problem stops publishing and names the field in words', () => {
    const problems = problemsOf(withButton(''));
    expect(problems.filter((found) => found.blocks === 'save')).toEqual([]);
    expect(problems).toContainEqual(
      expect.objectContaining({
        code: 'settingEmpty',
        nodeId: 'ask',
        message: 'Error: Values are missing',
        detail: 'Fill in the title of button 1 of message 1.',
        params: expect.objectContaining({ path: 'items.0.buttons.0.title' }),
        blocks: 'publish',
      }),
    );
    expect(problems.map((found) => found.detail).join(' ')).not.toMatch(/items\.0|Too small/);
  });

  it("keeps checking the edges of a node whose settings are unfinished (its button's output still exists)", () => {
    expect(codesOf(withButton(''))).not.toContain('edgeUnknownHandle');
    const unknown = started()
      .message('ask', buttons('b1', 'Shall we?', nextStep('yes', '')))
      .message('more', text('t2'))
      .edge('welcome', 'ask')
      .edge('ask', 'more', 'button:gone')
      .build();
    expect(problemsOf(unknown)).toContainEqual(expect.objectContaining({ code: 'edgeUnknownHandle', blocks: 'save' }));
  });

  it('reports each unfinished part of a node as its own problem', () => {
    const flow = started()
      .message('ask', text('t2', ''), buttons('b1', 'Pick', nextStep('a', ''), nextStep('b', 'x'.repeat(81))))
      .edge('welcome', 'ask')
      .build();
    expect(
      problemsOf(flow)
        .filter((found) => found.nodeId === 'ask')
        .map((found) => [found.code, found.detail]),
    ).toEqual([
      ['settingEmpty', 'Fill in the text of message 1.'],
      ['settingEmpty', 'Fill in the title of button 1 of message 2.'],
      ['settingTooLong', 'Shorten the title of button 2 of message 2 to at most 80 characters.'],
    ]);
  });

  it('names an unchosen option, a missing number and a number that is not whole', () => {
    const takeover = (duration: unknown, unit: unknown) =>
      problemsOf(
        started()
          .action('act', { actions: [{ kind: 'humanTakeover', duration, unit }] })
          .edge('welcome', 'act')
          .build(),
      );
    expect(takeover(null, '')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'settingEmpty', detail: 'Fill in the duration of action 1.', blocks: 'publish' }),
        expect.objectContaining({ code: 'settingUnchosen', detail: 'Choose the unit of action 1.', blocks: 'publish' }),
      ]),
    );
    expect(takeover(1.5, 'hours')).toContainEqual(
      expect.objectContaining({ code: 'settingNotWhole', detail: 'Use a whole number for the duration of action 1.' }),
    );
  });

  it('still refuses to save settings of the wrong shape, naming the field in words', () => {
    const broken = started().node('odd', 'NewMessageSet', { items: 'hello' }).edge('welcome', 'odd').build();
    expect(problemsOf(broken)).toContainEqual(
      expect.objectContaining({
        code: 'invalidSettings',
        blocks: 'save',
        detail: 'The settings of this step cannot be read at the messages; delete the step and add it again.',
      }),
    );
    const unknownKind = started()
      .action('act', { actions: [{ kind: 'teleport' }] })
      .edge('welcome', 'act')
      .build();
    expect(problemsOf(unknownKind)).toContainEqual(expect.objectContaining({ code: 'invalidSettings', blocks: 'save' }));
  });
});

describe('naming a settings field in words', () => {
  it('reads a path innermost first, numbering list elements from 1', () => {
    expect(settingsFieldWords(['items', 0, 'cards', 2, 'imageUrl'])).toBe('the image address of card 3 of message 1');
    expect(settingsFieldWords('keywords.1.text')).toBe('the text of keyword 2');
    expect(settingsFieldWords('items')).toBe('the messages');
    expect(settingsFieldWords('')).toBe('the settings');
  });

  it("spells a plugin's own field names out", () => {
    expect(settingsFieldWords('senderName')).toBe('the sender name');
    expect(settingsFieldWords('steps.0.delayHours')).toBe('the delay hours of steps 1');
  });

  it('gives the parts for a translation', () => {
    expect(settingsPathParts('items.0.buttons.1.title')).toEqual([
      { kind: 'element', name: 'items', number: 1 },
      { kind: 'element', name: 'buttons', number: 2 },
      { kind: 'field', name: 'title' },
    ]);
  });
});
