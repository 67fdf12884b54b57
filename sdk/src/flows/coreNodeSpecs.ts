import type { OutputHandle } from './flowGraph.ts';
import type { FlowNodeSpec } from './flowNodeSpec.ts';
import { missingTexts } from './missingTexts.ts';
import {
  actionSettings,
  conditionSettings,
  convergerSettings,
  coreNodeTypes,
  messageSetSettings,
  otnSettings,
  referenceSettings,
  sequenceNodeTypes,
  splitterSettings,
  timeGapSettings,
  userInputSettings,
  type MessageItem,
  type Suggestion,
} from './coreNodeSettings.ts';

const next: OutputHandle = { id: 'next', label: 'Next' };
const toMessage = [coreNodeTypes.message] as const;

/** Spec 2, 5 connection rules for the outputs a suggestion (button, quick reply) gives. */
function suggestionOutput(handleId: string, suggestion: Suggestion): OutputHandle | null {
  switch (suggestion.type) {
    case 'next_step':
      return { id: handleId, label: suggestion.title, accepts: toMessage };
    case 'phone':
      return { id: handleId, label: suggestion.title, accepts: [sequenceNodeTypes.sms], solo: true };
    case 'email':
      return { id: handleId, label: suggestion.title, accepts: [sequenceNodeTypes.email], solo: true };
    case 'postback': // Starts another flow by its postback id: no output (spec 2, 5).
    case 'url':
      return null;
  }
}

/** The handle id of a suggestion: `button:<id>`, `reply:<id>`, or `card:<card id>:button:<id>`. */
export function suggestionHandleId(item: MessageItem, suggestionId: string, cardId?: string): string {
  if (item.kind === 'carousel') return `card:${cardId}:button:${suggestionId}`;
  return item.kind === 'quickReplies' ? `reply:${suggestionId}` : `button:${suggestionId}`;
}

function messageOutputs(items: readonly MessageItem[]): OutputHandle[] {
  // What may follow a message set is decided by the targets' own rules (the validator's).
  const outputs: OutputHandle[] = [next];
  for (const item of items) {
    if (item.kind === 'buttons') for (const b of item.buttons) pushIf(outputs, suggestionOutput(suggestionHandleId(item, b.id), b));
    if (item.kind === 'quickReplies') for (const r of item.replies) pushIf(outputs, suggestionOutput(suggestionHandleId(item, r.id), r));
    if (item.kind === 'carousel')
      for (const card of item.cards) for (const b of card.buttons) pushIf(outputs, suggestionOutput(suggestionHandleId(item, b.id, card.id), b));
  }
  return outputs;
}

function pushIf(list: OutputHandle[], handle: OutputHandle | null): void {
  if (handle) list.push(handle);
}

export const referenceSpec: FlowNodeSpec<import('./coreNodeSettings.ts').ReferenceSettings> = {
  type: coreNodeTypes.reference,
  label: 'Start',
  settings: referenceSettings,
  singleton: true,
  outputs: () => [{ ...next, accepts: toMessage }],
};

export const messageSetSpec: FlowNodeSpec<import('./coreNodeSettings.ts').MessageSetSettings> = {
  type: coreNodeTypes.message,
  label: 'Send Message',
  settings: messageSetSettings,
  outputs: (s) => messageOutputs(s.items),
  missing: (s) => (s.items.length === 0 ? [missingTexts.message] : []),
};

export const userInputSpec: FlowNodeSpec<import('./coreNodeSettings.ts').UserInputSettings> = {
  type: coreNodeTypes.userInput,
  label: 'User Input',
  settings: userInputSettings,
  outputs: () => [next],
  missing: (s) => [...(s.question.trim() ? [] : [missingTexts.question]), ...(s.variable || s.field ? [] : [missingTexts.saveTo])],
};

export const timeGapSpec: FlowNodeSpec<import('./coreNodeSettings.ts').TimeGapSettings> = {
  type: coreNodeTypes.timeGap,
  label: 'Time Gap',
  settings: timeGapSettings,
  outputs: () => [{ ...next, accepts: toMessage }],
  missing: (s) => (s.amount ? [] : [missingTexts.wait]),
};

export const conditionSpec: FlowNodeSpec<import('./coreNodeSettings.ts').ConditionSettings> = {
  type: coreNodeTypes.condition,
  label: 'Condition',
  settings: conditionSettings,
  outputs: () => [
    { id: 'true', label: 'Yes' },
    { id: 'false', label: 'No' },
  ],
  missing: (s) => (s.rules.length ? [] : [missingTexts.rule]),
};

export const actionSpec: FlowNodeSpec<import('./coreNodeSettings.ts').ActionSettings> = {
  type: coreNodeTypes.action,
  label: 'Action',
  settings: actionSettings,
  outputs: () => [next],
  missing: (s) => (s.actions.length ? [] : [missingTexts.action]),
};

export const splitterSpec: FlowNodeSpec<Record<string, never>> = {
  type: coreNodeTypes.splitter,
  label: 'Splitter',
  channels: ['omnichannel'],
  settings: splitterSettings,
  // One thread per channel leaves a splitter.
  outputs: () => [{ ...next, maxEdges: 5 }],
};

export const convergerSpec: FlowNodeSpec<Record<string, never>> = {
  type: coreNodeTypes.converger,
  label: 'Converger',
  channels: ['omnichannel'],
  settings: convergerSettings,
  outputs: () => [next],
};

export const otnSpec: FlowNodeSpec<import('./coreNodeSettings.ts').OtnSettings> = {
  type: coreNodeTypes.otn,
  label: 'One-time Notification',
  channels: ['messenger'],
  settings: otnSettings,
  // Spec 2, 5: only new OTNs connect to NewMessageSet, and must be configured first.
  outputs: () => [{ ...next, accepts: toMessage }],
  missing: (s) => (s.title.trim() ? [] : [missingTexts.notificationTitle]),
};

/** The core's node specs, in palette order. */
export const coreNodeSpecs: readonly FlowNodeSpec<any>[] = [
  // eslint-disable-line @typescript-eslint/no-explicit-any
  referenceSpec,
  messageSetSpec,
  userInputSpec,
  timeGapSpec,
  conditionSpec,
  actionSpec,
  splitterSpec,
  convergerSpec,
  otnSpec,
];
