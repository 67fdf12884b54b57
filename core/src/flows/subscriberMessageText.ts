import { canonicalEvent, canonicalMessage, type SubscriberMessage } from '@chatmill/sdk';

/** What a history row shows of a stored event or message, whatever the channel. */
export type MessageContent = Pick<SubscriberMessage, 'kind' | 'text' | 'choices' | 'attachments'>;

/** The inbound kinds that are something the subscriber said (deliveries, reads and opt-ins are not). */
export const saidKinds = ['message', 'postback', 'quickReply', 'comment'] as const;

/**
 * An inbound event as a line of the conversation: a message's text and files, the title of the
 * button they clicked (its payload when the platform sent no title), a quick reply's text, a
 * comment's text. A payload that is not a canonical event (an old row) shows as its kind alone.
 */
export function inboundContent(kind: string, payload: unknown): MessageContent {
  const parsed = canonicalEvent.safeParse(payload);
  const empty: MessageContent = { kind, text: '', choices: [], attachments: [] };
  if (!parsed.success) return empty;
  const event = parsed.data;
  switch (event.kind) {
    case 'message':
      return { ...empty, text: event.text, attachments: event.attachments.map(({ type, url }) => ({ type, url })) };
    case 'postback':
      return { ...empty, text: event.title ?? event.payload };
    case 'quickReply':
    case 'comment':
      return { ...empty, text: event.text };
    default:
      return empty;
  }
}

/** An outgoing canonical message as a line of the conversation: its text, with the titles of the choices it offered. */
export function outboundContent(message: unknown): MessageContent {
  const parsed = canonicalMessage.safeParse(message);
  const kind =
    typeof message === 'object' && message !== null && typeof (message as { kind?: unknown }).kind === 'string'
      ? (message as { kind: string }).kind
      : 'unknown';
  const empty: MessageContent = { kind, text: '', choices: [], attachments: [] };
  if (!parsed.success) return empty;
  const m = parsed.data;
  switch (m.kind) {
    case 'text':
      return { ...empty, text: m.text };
    case 'buttons':
      return { ...empty, text: m.text, choices: m.buttons.map((b) => b.title) };
    case 'quickReplies':
      return { ...empty, text: m.text, choices: m.replies.map((r) => r.title) };
    case 'carousel':
      return {
        ...empty,
        text: m.cards.map((card) => (card.subtitle ? `${card.title}: ${card.subtitle}` : card.title)).join('\n'),
        choices: m.cards.flatMap((card) => card.buttons.map((b) => b.title)),
        attachments: m.cards.flatMap((card) => (card.imageUrl ? [{ type: 'image', url: card.imageUrl }] : [])),
      };
    case 'media':
      return { ...empty, text: m.caption ?? '', attachments: [{ type: m.media, url: m.url }] };
    case 'otnRequest':
      return { ...empty, text: m.title };
    case 'template':
      return { ...empty, text: [m.name, ...m.parameters].join(' · ') };
  }
}
