import { z } from 'zod';
import { customVariableScopes } from '../audience/customVariableSchemas.ts';
import { sendFailureKinds } from '../channels/sendFailure.ts';
import { subscriberMessageCursorPattern, type SubscriberHistoryPage, type SubscriberMessageCursor } from './subscriberHistory.ts';
import type { SubscriberProfile } from './subscriberProfile.ts';

/**
 * The subscriber profile on the wire, for every channel plugin's routes and for the SDK's
 * `<SubscriberProfile>`: a plugin spreads these into its contracts, so all channels answer
 * alike and the one web component reads them all. Web-safe: zod and types only.
 */

/** The server's messages; the dashboard shows its own (translated) texts for the same rules. */
export const subscriberProfileMessages = {
  cursor: 'This page of the conversation does not exist: reload the profile.',
  limit: 'Ask for 1 to 100 messages.',
  valueTooLong: 'A value has at most 500 characters.',
  valueControl: 'A value is one line of text: remove line breaks and tabs.',
  variableKey: 'Choose one of your custom variables.',
  noSubscriber: 'No such subscriber.',
  noVariable: 'No such custom variable: it may have been deleted. Reload the profile.',
  globalVariable: 'This is a global variable: it has one value for the whole account. Change it in Custom Variables.',
} as const;

/** Largest value a subscriber's custom field holds (the size of a global value). */
export const maxCustomFieldValueLength = 500;

export interface CustomFieldValueTexts {
  tooLong?: string;
  control?: string;
}

/**
 * A subscriber's value of a custom field, as an owner types it. Not the flows' alphanumeric rule
 * for values written into a flow: flows store what subscribers answer (emails, phone numbers),
 * and the owner must be able to correct such a value. One line, at most 500 characters.
 */
export function customFieldValueSchema(texts: CustomFieldValueTexts = {}) {
  return z
    .string()
    .max(maxCustomFieldValueLength, texts.tooLong ?? subscriberProfileMessages.valueTooLong)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), texts.control ?? subscriberProfileMessages.valueControl);
}

/** GET …/subscribers/:id/history: `before` a cursor of a previous page, `limit` messages at most. */
export const subscriberHistoryQuery = z.object({
  before: z
    .string()
    .regex(subscriberMessageCursorPattern, subscriberProfileMessages.cursor)
    .transform((value) => value as SubscriberMessageCursor)
    .optional(),
  limit: z.coerce
    .number({ error: subscriberProfileMessages.limit })
    .int(subscriberProfileMessages.limit)
    .min(1, subscriberProfileMessages.limit)
    .max(100, subscriberProfileMessages.limit)
    .default(30),
});
export type SubscriberHistoryQueryInput = z.input<typeof subscriberHistoryQuery>;

/** The `:key` of PUT …/subscribers/:id/fields/:key: a custom variable's key (its name in lower case). */
export const customFieldKeyParam = z.string().regex(/^[a-z0-9_]{1,40}$/, subscriberProfileMessages.variableKey);

/** PUT …/subscribers/:id/fields/:key. `null` or '' clears the value (flows then use the fallback). */
export const customFieldBody = z.strictObject({
  value: customFieldValueSchema()
    .nullable()
    .transform((value) => (value === '' ? null : value)),
});
export type CustomFieldBody = z.input<typeof customFieldBody>;

export const subscriberMessageView = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  at: z.string(),
  kind: z.string(),
  text: z.string(),
  choices: z.array(z.string()),
  attachments: z.array(z.object({ type: z.string(), url: z.string() })),
  state: z.enum(['pending', 'sending', 'sent', 'failed']).nullable(),
  /** Why a failed message could not go out: its kind of failure (null when not recorded) and the reason. */
  failure: z.object({ kind: z.enum(sendFailureKinds).nullable(), reason: z.string() }).nullable(),
});
export type SubscriberMessageView = z.output<typeof subscriberMessageView>;

export const subscriberHistoryView = z.object({ messages: z.array(subscriberMessageView), earlier: z.string().nullable() });
export type SubscriberHistoryView = z.output<typeof subscriberHistoryView>;

export const subscriberCustomFieldView = z.object({
  key: z.string(),
  name: z.string(),
  scope: z.enum(customVariableScopes),
  value: z.string().nullable(),
  fallback: z.string().nullable(),
});
export type SubscriberCustomFieldView = z.output<typeof subscriberCustomFieldView>;

export const subscriberFlowView = z.object({
  flowId: z.number().int(),
  flowName: z.string(),
  deleted: z.boolean(),
  state: z.enum(['waitingForInput', 'waitingForTime', 'pausedForAgent', 'ended']),
  currentNode: z.string().nullable(),
  waitUntil: z.string().nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type SubscriberFlowView = z.output<typeof subscriberFlowView>;

export const subscriberProfileView = z.object({
  id: z.number().int(),
  channel: z.string(),
  channelAccountId: z.string(),
  /** The channel account's name as the plugin knows it (a widget's, a page's). */
  channelAccountName: z.string(),
  externalId: z.string(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  platformName: z.string(),
  email: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string().nullable(),
  tags: z.array(z.string()),
  customFields: z.array(subscriberCustomFieldView),
  flows: z.array(subscriberFlowView),
  history: subscriberHistoryView,
});
export type SubscriberProfileView = z.output<typeof subscriberProfileView>;

export function toSubscriberHistoryView(page: SubscriberHistoryPage): SubscriberHistoryView {
  return { messages: page.messages.map((message) => ({ ...message, at: message.at.toISOString() })), earlier: page.earlier };
}

/** The port's profile on the wire; `channelAccountName` is the plugin's to give. */
export function toSubscriberProfileView(profile: SubscriberProfile, channelAccountName: string): SubscriberProfileView {
  return {
    ...profile,
    channelAccountName,
    firstSeenAt: profile.firstSeenAt.toISOString(),
    lastSeenAt: profile.lastSeenAt?.toISOString() ?? null,
    flows: profile.flows.map((flow) => ({
      ...flow,
      waitUntil: flow.waitUntil?.toISOString() ?? null,
      startedAt: flow.startedAt.toISOString(),
      updatedAt: flow.updatedAt.toISOString(),
    })),
    history: toSubscriberHistoryView(profile.history),
  };
}
