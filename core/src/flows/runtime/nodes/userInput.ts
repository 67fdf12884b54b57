import { coreNodeTypes, defineFlowNode, type CanonicalEvent, type SavableField, type UserInputSettings } from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';
import { isEmail, isMobile, isNumber } from './textChecks.ts';

/**
 * Asks the question and waits for the answer. An answer that passes the validation is saved to
 * the custom variable and/or the subscriber field (first name, email...) and the flow goes on; otherwise the retry message is sent, the question
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
    const saved = answer.trim();
    if (settings.variable) context.setVariable(settings.variable, saved.slice(0, 500));
    if (settings.field) context.setField(settings.field, saved.slice(0, fieldLengths[settings.field]));
    return { kind: 'continue', handle: 'next' };
  },
});

/** The columns' sizes (migration 15): a longer answer is cut, not refused. */
const fieldLengths: Record<SavableField, number> = { first_name: 100, last_name: 100, email: 254, phone: 32 };

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
