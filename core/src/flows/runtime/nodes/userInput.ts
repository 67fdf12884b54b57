import { coreNodeTypes, defineFlowNode, type CanonicalEvent, type UserInputSettings } from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';
import { isEmail, isMobile, isNumber } from './textChecks.ts';

/**
 * Asks the question and waits for the answer. An answer that passes the validation is saved to
 * the custom variable and the flow goes on; otherwise the retry message is sent, the question
 * asked again, and the node waits once more.
 */
export const userInputNode = defineFlowNode<UserInputSettings>({
  ...coreSpec<UserInputSettings>(coreNodeTypes.userInput),
  execute: (settings, context) => {
    if (!context.input) {
      if (settings.question.trim()) context.send({ kind: 'text', text: settings.question });
      return { kind: 'waitForInput' };
    }
    const answer = answerText(context.input);
    if (answer === null || !passes(settings.validation, answer)) {
      if (settings.retryMessage.trim()) context.send({ kind: 'text', text: settings.retryMessage });
      if (settings.question.trim()) context.send({ kind: 'text', text: settings.question });
      return { kind: 'waitForInput' };
    }
    if (settings.variable) context.setVariable(settings.variable, answer.trim().slice(0, 500));
    return { kind: 'continue', handle: 'next' };
  },
});

/** The text an event answers with: a message's text, or a quick reply's or button's title. */
function answerText(event: CanonicalEvent): string | null {
  if (event.kind === 'message') return event.text;
  if (event.kind === 'quickReply') return event.text;
  if (event.kind === 'postback') return event.title ?? null;
  return null;
}

function passes(validation: UserInputSettings['validation'], answer: string): boolean {
  switch (validation) {
    case 'email':
      return isEmail(answer);
    case 'phone':
      return isMobile(answer);
    case 'number':
      return isNumber(answer);
    case 'text':
      return answer.trim() !== '';
  }
}
