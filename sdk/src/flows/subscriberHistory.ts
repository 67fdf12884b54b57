/**
 * A subscriber's conversation as the core keeps it for every channel: what they sent (the
 * runtime's stored inbound events) and what was sent to them (the runtime's outbound messages,
 * flows and agents alike). Web-safe: types and one pattern, no server code.
 */

import type { SendFailure } from '../channels/sendFailure.ts';

/** Where a page of history ends: pass it back as `before` to get the messages older than it. */
export type SubscriberMessageCursor = string & { readonly __brand: 'SubscriberMessageCursor' };

/** `<microseconds since 1970>-<i|o>-<row id>`: the sort key of a message, newest first (18 digits at most: always a bigint). */
export const subscriberMessageCursorPattern = /^\d{1,18}-[io]-\d{1,18}$/;

export function isSubscriberMessageCursor(value: string): value is SubscriberMessageCursor {
  return subscriberMessageCursorPattern.test(value);
}

/** `in`: the subscriber sent it; `out`: a flow, a broadcast or an agent sent it to them. */
export type MessageDirection = 'in' | 'out';

/** An outgoing message's delivery state (the send queue's); null for incoming ones. */
export type OutboundState = 'pending' | 'sending' | 'sent' | 'failed';

export interface SubscriberMessage {
  /** Unique within the subscriber's history (`in-12`, `out-7`). */
  id: string;
  direction: MessageDirection;
  at: Date;
  /** The canonical kind: an event's (`message`, `postback`, `quickReply`, `comment`) or a message's (`text`, `buttons`, `carousel`, …). */
  kind: string;
  /** What was said, as text; '' for a message that only carried media. */
  text: string;
  /** The buttons, quick replies or cards the message offered, by their titles. */
  choices: string[];
  /** Files and media it carried. */
  attachments: Array<{ type: string; url: string }>;
  state: OutboundState | null;
  /** For a message in state 'failed': why it could not go out (sdk/README.md 14.9 "Failed sends"); null otherwise. */
  failure: SendFailure | null;
}

export interface SubscriberHistoryPage {
  /** Oldest first, so the newest is last (a chat reads downwards). */
  messages: SubscriberMessage[];
  /** Pass as `before` for the page of older messages; null when this page reaches the first one. */
  earlier: SubscriberMessageCursor | null;
}

export interface SubscriberHistoryQuery {
  /** Only messages older than this cursor; the newest ones when absent. */
  before?: SubscriberMessageCursor;
  /** At most this many messages (1 to 100). */
  limit: number;
}
