import type { EntityManager } from '@mikro-orm/sql';
import { executePrepared, type CanonicalEvent } from '@chatmill/sdk';
import { fromJson } from './sqlValues.ts';

type MessageEvent = Extract<CanonicalEvent, { kind: 'message' }>;
type QuickReplyEvent = Extract<CanonicalEvent, { kind: 'quickReply' }>;

/**
 * For channels whose platform sends a tapped quick reply back as the subscriber's text
 * (`capabilities.quickRepliesAsText`: Telegram's reply keyboards, SMS): the quick reply that text
 * names, as the event a platform with payloads would have sent, or null. The quick replies
 * pending are those of the last message the subscriber was sent, as long as it is the last
 * (a keyboard stays until another message replaces it); titles are compared trimmed, in any case.
 * One statement, on the subscriber's history index, and only for texts on such channels.
 */
export async function quickReplyByText(tx: EntityManager, subscriberId: number, event: MessageEvent): Promise<QuickReplyEvent | null> {
  const typed = normalise(event.text);
  if (!typed) return null;
  const [last] = await executePrepared<{ message: unknown }[]>(
    tx,
    `select "message" from "outbound_message" where "subscriber_id" = :subscriberId order by "created_at" desc, "id" desc limit 1`,
    { subscriberId },
  );
  const message = last ? fromJson<{ kind?: string; replies?: { title?: unknown; payload?: unknown }[] }>(last.message) : null;
  if (message?.kind !== 'quickReplies') return null;
  const reply = message.replies?.find((r) => typeof r.title === 'string' && normalise(r.title) === typed);
  if (!reply || typeof reply.payload !== 'string') return null;
  const { kind: _message, text, ...rest } = event;
  return { ...rest, kind: 'quickReply', payload: reply.payload, text };
}

function normalise(text: string): string {
  return text.trim().toLowerCase();
}
