import type { CustomVariableScope } from '../audience/customVariableSchemas.ts';
import type { FlowChannel } from './flowChannel.ts';
import type { SubscriberHistoryPage } from './subscriberHistory.ts';

/**
 * Everything the dashboard shows of one subscriber (issue 21): who they are, where they came
 * from, what the account knows of them, the flows they are in and what was said. A channel
 * plugin gets it from the subscriber directory (`directory.profile`) and shows it with the SDK's
 * `<SubscriberProfile>`. Web-safe: types and pure helpers only.
 */

/**
 * What names a subscriber: their own first name, last name and email (a User Input saved them, or
 * the platform gave them), else custom variables of these keys. A first and last name beat the
 * platform's name; an email stands in when there is no name at all.
 */
export const nameVariableKeys = { firstName: 'first_name', lastName: 'last_name', email: 'email' } as const;

/** One custom variable of the account with this subscriber's value. */
export interface SubscriberCustomField {
  key: string;
  name: string;
  scope: CustomVariableScope;
  /**
   * What a flow reads for this subscriber, before any fallback: their own value of a `user`
   * variable, the account's value of a `global` one; null when there is none.
   */
  value: string | null;
  /** Shown by flows when there is no value. */
  fallback: string | null;
}

/**
 * Where the subscriber stands in a flow: answering a question, waiting out a time gap, paused
 * for a human agent, or done with it (the flow ended or another one took over).
 */
export type SubscriberFlowState = 'waitingForInput' | 'waitingForTime' | 'pausedForAgent' | 'ended';

export interface SubscriberFlow {
  flowId: number;
  /** The flow's name (kept for a deleted flow, marked by `deleted`). */
  flowName: string;
  deleted: boolean;
  state: SubscriberFlowState;
  /** The node they are at, or where they left the flow; null when its last step ended at no node. */
  currentNode: string | null;
  /** When a time gap or a take-over ends; null otherwise. */
  waitUntil: Date | null;
  startedAt: Date;
  /** The last step they took in it. */
  updatedAt: Date;
}

export interface SubscriberProfile {
  id: number;
  channel: FlowChannel;
  channelAccountId: string;
  /** The subscriber's id on the platform (PSID, number, chat id, widget visitor id). */
  externalId: string;
  /** First and last name, else the platform's name, else the email; null: show the channel's own label for an unnamed subscriber. */
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The name the platform gave; '' when it gave none. */
  platformName: string;
  email: string | null;
  gender: 'male' | 'female' | null;
  /** The first contact. */
  firstSeenAt: Date;
  /** The last interaction (a message, a click); null before any. */
  lastSeenAt: Date | null;
  tags: string[];
  /** Every custom variable of the account, by name. */
  customFields: SubscriberCustomField[];
  /** The flows they are or were in, the most recently active first (the first is the current or last one). */
  flows: SubscriberFlow[];
  /** The newest page of their conversation. */
  history: SubscriberHistoryPage;
}

/** The name to show: first and last name, else the platform's name, else the email; null when none is known. */
export function subscriberDisplayName(parts: { firstName: string | null; lastName: string | null; platformName: string; email: string | null }): string | null {
  const full = [parts.firstName, parts.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return full || parts.platformName.trim() || parts.email?.trim() || null;
}
