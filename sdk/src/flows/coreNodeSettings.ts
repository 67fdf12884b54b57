import { z } from 'zod';
import { hasTagSeparator, tagSeparatorMessage } from '../audience/tagName.ts';
import { graphId } from './flowGraph.ts';
import { savableField } from './personalisation/systemFields.ts';
import { settingsHints } from './settingsHints.ts';

/**
 * The settings of the node types the core gives (spec 2, 3 and 5), by their spec names. The
 * runtime, the validator and the editor all read these schemas; plugins add node types of their
 * own the same way (see `FlowNodeType`).
 */
export const coreNodeTypes = {
  reference: 'Reference',
  message: 'NewMessageSet',
  userInput: 'UserInput',
  timeGap: 'TimeGap',
  condition: 'Condition',
  action: 'Action',
  splitter: 'splitter',
  converger: 'converger',
  otn: 'OTN',
} as const;
export type CoreNodeType = (typeof coreNodeTypes)[keyof typeof coreNodeTypes];

/** Node types channel plugins add that the core's connection rules name (spec 2, 5). */
export const sequenceNodeTypes = { sms: 'SMSSequence', email: 'EmailSequence' } as const;

/** Spec 2, 5: custom variable names and values are alphanumeric. */
export const variableName = z.string().regex(/^[A-Za-z0-9_]{1,40}$/, settingsHints.variableName);
export const variableValue = z
  .string()
  .max(500)
  .regex(/^[A-Za-z0-9 ]*$/, settingsHints.variableValue);
export const tagName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((name) => !hasTagSeparator(name), tagSeparatorMessage);

// --- Reference: the flow's entry -------------------------------------------------------------

export const keywordStrictness = z.enum(['wide', 'match', 'strict']);
export type KeywordStrictness = z.output<typeof keywordStrictness>;

export const referenceSettings = z.object({
  title: z.string().max(100).default(''),
  /** wide: the text contains the keyword; match: the text is the keyword, any case; strict: exactly. */
  keywords: z
    .array(z.object({ text: z.string().trim().min(1).max(100), strictness: keywordStrictness }))
    .max(50)
    .default([]),
  /** The flow's postback id (spec 2, 3 "entry"): buttons and menus of other flows start it. */
  postbackId: graphId.optional(),
  /** Ref links (m.me?ref=, the widget's data-ref) start it. */
  refs: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
    .max(20)
    .default([]),
  /** Runs for a subscriber's first contact. */
  welcome: z.boolean().default(false),
  /** Runs when nothing else matches. */
  defaultReply: z.boolean().default(false),
});
export type ReferenceSettings = z.output<typeof referenceSettings>;

// --- NewMessageSet ---------------------------------------------------------------------------

/** Spec 2, 3: Next Step (edge to a NewMessageSet), Postback (another flow's postback id), Phone, Email; and URL buttons. */
export const suggestion = z.discriminatedUnion('type', [
  z.object({ id: graphId, type: z.literal('next_step'), title: z.string().trim().min(1).max(80) }),
  z.object({ id: graphId, type: z.literal('postback'), title: z.string().trim().min(1).max(80), payload: z.string().min(1).max(200) }),
  z.object({
    id: graphId,
    type: z.literal('phone'),
    title: z.string().trim().min(1).max(80),
    phone: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, settingsHints.phoneFormat)
      .optional(),
  }),
  z.object({ id: graphId, type: z.literal('email'), title: z.string().trim().min(1).max(80) }),
  z.object({ id: graphId, type: z.literal('url'), title: z.string().trim().min(1).max(80), url: z.url({ protocol: /^https$/, error: settingsHints.https }) }),
]);
export type Suggestion = z.output<typeof suggestion>;

const https = z.url({ protocol: /^https$/, error: settingsHints.https });

export const messageItem = z.discriminatedUnion('kind', [
  z.object({ id: graphId, kind: z.literal('text'), text: z.string().min(1).max(2000) }),
  z.object({ id: graphId, kind: z.literal('buttons'), text: z.string().max(2000), buttons: z.array(suggestion).max(10) }),
  z.object({ id: graphId, kind: z.literal('quickReplies'), text: z.string().min(1).max(2000), replies: z.array(suggestion).max(13) }),
  z.object({
    id: graphId,
    kind: z.literal('carousel'),
    cards: z
      .array(
        z.object({
          id: graphId,
          title: z.string().max(80),
          subtitle: z.string().max(80).optional(),
          imageUrl: https.optional(),
          buttons: z.array(suggestion).max(3),
        }),
      )
      .max(10, 'A carousel has at most 10 items.'),
  }),
  z.object({ id: graphId, kind: z.literal('image'), url: https, caption: z.string().max(1000).optional() }),
  z.object({ id: graphId, kind: z.literal('video'), url: https, caption: z.string().max(1000).optional() }),
  z.object({ id: graphId, kind: z.literal('file'), url: https, caption: z.string().max(1000).optional() }),
]);
export type MessageItem = z.output<typeof messageItem>;

export const messageSetSettings = z.object({ items: z.array(messageItem).max(10).default([]) });
export type MessageSetSettings = z.output<typeof messageSetSettings>;

// --- UserInput, TimeGap ------------------------------------------------------------------------

export const inputValidation = z.enum(['text', 'email', 'phone', 'number']);
export const userInputSettings = z.object({
  question: z.string().max(2000).default(''),
  validation: inputValidation.default('text'),
  /** The custom variable the answer is saved to. */
  variable: variableName.optional(),
  /** The subscriber field the answer is saved to (as well), so later texts greet them by `{{first_name}}`. */
  field: savableField.optional(),
  /** Sent after an answer that fails the validation; the question is asked again. */
  retryMessage: z.string().max(500).default('That does not look right. Please try again.'),
});
export type UserInputSettings = z.output<typeof userInputSettings>;

export const delayUnit = z.enum(['minute', 'hour', 'day', 'week', 'month']);
export type DelayUnit = z.output<typeof delayUnit>;
export const timeGapSettings = z.object({ amount: z.number().int().min(1).max(1000).optional(), unit: delayUnit.default('minute') });
export type TimeGapSettings = z.output<typeof timeGapSettings>;

// --- Condition (spec 2, 5 "Condition qualifiers") ------------------------------------------------

export const variableOperator = z.enum([
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'hasValue',
  'hasNoValue',
  'greater',
  'greaterOrEqual',
  'less',
  'lessOrEqual',
  'validEmail',
  'validMobile',
  'number',
  'alphabet',
]);
export type VariableOperator = z.output<typeof variableOperator>;

export const conditionRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tag'), op: z.enum(['is', 'isNot']), tag: tagName }),
  z.object({ kind: z.literal('name'), op: z.enum(['contains', 'notContains']), value: z.string().min(1).max(100) }),
  /** The 24-Hour Rule: the subscriber's last interaction is within (or outside) the last 24 hours. */
  z.object({ kind: z.literal('lastInteraction'), op: z.enum(['within24h', 'outside24h']) }),
  /** Messenger only (the other platforms do not tell). */
  z.object({ kind: z.literal('gender'), value: z.enum(['male', 'female']) }),
  z.object({ kind: z.literal('variable'), variable: variableName, op: variableOperator, value: z.string().max(500).optional() }),
]);
export type ConditionRule = z.output<typeof conditionRule>;

export const conditionSettings = z.object({ match: z.enum(['all', 'any']).default('all'), rules: z.array(conditionRule).max(20).default([]) });
export type ConditionSettings = z.output<typeof conditionSettings>;

// --- Action (spec 2, 5 "Action rules") -------------------------------------------------------------

export const takeoverUnit = z.enum(['seconds', 'minutes', 'hours']);
export const flowAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('addTag'), tag: tagName }),
  z.object({ kind: z.literal('removeTag'), tag: tagName }),
  z.object({ kind: z.literal('setVariable'), variable: variableName, value: variableValue }),
  z.object({ kind: z.literal('subscribeSequence'), sequenceId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('unsubscribeSequence'), sequenceId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('webhook'), url: z.url({ error: settingsHints.webhookUrl }) }),
  z.object({ kind: z.literal('humanTakeover'), duration: z.number({ error: settingsHints.durationNumber }).int().positive(), unit: takeoverUnit }),
]);
export type FlowAction = z.output<typeof flowAction>;
export const actionSettings = z.object({ actions: z.array(flowAction).max(20).default([]) });
export type ActionSettings = z.output<typeof actionSettings>;

// --- Omni-channel and OTN ----------------------------------------------------------------------------

export const splitterSettings = z.object({});
export const convergerSettings = z.object({});
/** One-time notification request (Messenger): the subscriber may be messaged once later. */
export const otnSettings = z.object({ title: z.string().max(65).default(''), topic: z.string().max(100).default('') });
export type OtnSettings = z.output<typeof otnSettings>;
