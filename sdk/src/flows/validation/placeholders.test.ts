import { describe, expect, it } from '@jest/globals';
import { buttons, card, carousel, codesOf, contextFor, nextStep, problemsOf, started, text } from './testGraph.ts';

const withVariables = contextFor('messenger', { customVariables: ['city', 'Plan'] });

describe('placeholders in texts', () => {
  it('knows the system fields and the account’s custom variables, in any case', () => {
    const graph = started()
      .message(
        'm',
        text('t', 'Hi {{ First_Name | friend }}, {{date}} in {{city}} on {{PLAN}}'),
        buttons('b', 'Mail {{email}}', { ...nextStep('go'), title: 'Go {{full_name}}' }),
      )
      .edge('welcome', 'm')
      .build();
    expect(codesOf(graph, withVariables)).toEqual([]);
  });

  it('reports an unknown name once per step, with a sentence naming it', () => {
    const graph = started()
      .message('m', text('t', 'Hi {{frist_name}} and {{frist_name|you}}'), carousel('c', card('k', 'Card {{colour}}', { subtitle: 'ok' })))
      .edge('welcome', 'm')
      .build();
    const found = problemsOf(graph, withVariables).filter((p) => p.code === 'unknownPlaceholder');
    expect(found).toEqual([
      expect.objectContaining({
        nodeId: 'm',
        message: 'Unknown Variable',
        blocks: 'publish',
        params: { placeholder: '{{frist_name}}' },
        detail: '{{frist_name}} is not a field or custom variable. Pick one with Insert variable, or create the custom variable first.',
      }),
      expect.objectContaining({ nodeId: 'm', params: { placeholder: '{{colour}}' } }),
    ]);
  });

  it('reads the texts of every step type (a User Input’s question too)', () => {
    const graph = started().userInput('ask', { question: 'Where in {{town}}?', validation: 'text', variable: 'city' }).edge('welcome', 'ask').build();
    expect(codesOf(graph, withVariables)).toEqual(['unknownPlaceholder']);
  });

  it('checks nothing while the account’s variables are not known', () => {
    const graph = started().message('m', text('t', 'Hi {{frist_name}}')).edge('welcome', 'm').build();
    expect(codesOf(graph, contextFor('messenger'))).toEqual([]);
  });
});
