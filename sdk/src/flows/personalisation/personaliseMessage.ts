import type { CanonicalMessage, CarouselCard, OutboundButton, QuickReply } from '../../channels/canonicalMessage.ts';
import { fillTemplate, type ValueLookup } from './template.ts';

/** Channels refuse empty titles and texts: one that filled to nothing shows as an invisible character instead. */
const blank = '\u200b';

/**
 * A canonical message with every text the subscriber sees filled: texts, captions, button and
 * quick-reply titles, card titles and subtitles, template parameters; URLs (link buttons, media,
 * card images) with their inserted values URL-encoded. Payloads, phone numbers and addresses are
 * machine values and stay as they are. Done once, before any channel adapter renders the message,
 * so every channel sends the same filled text.
 */
export function personaliseMessage(message: CanonicalMessage, values: ValueLookup): CanonicalMessage {
  const text = (value: string) => required(fillTemplate(value, values));
  const optional = (value: string) => fillTemplate(value, values);
  const url = (value: string) => fillTemplate(value, values, 'url');
  const button = (b: OutboundButton): OutboundButton => (b.kind === 'url' ? { ...b, title: text(b.title), url: url(b.url) } : { ...b, title: text(b.title) });
  const reply = (r: QuickReply): QuickReply => ({ ...r, title: text(r.title) });
  const card = (c: CarouselCard): CarouselCard => ({
    ...c,
    title: text(c.title),
    ...(c.subtitle !== undefined ? { subtitle: optional(c.subtitle) } : {}),
    ...(c.imageUrl !== undefined ? { imageUrl: url(c.imageUrl) } : {}),
    buttons: c.buttons.map(button),
  });
  switch (message.kind) {
    case 'text':
      return { ...message, text: text(message.text) };
    case 'buttons':
      return { ...message, text: text(message.text), buttons: message.buttons.map(button) };
    case 'quickReplies':
      return { ...message, text: text(message.text), replies: message.replies.map(reply) };
    case 'carousel':
      return { ...message, cards: message.cards.map(card) };
    case 'media':
      return { ...message, url: url(message.url), ...(message.caption !== undefined ? { caption: optional(message.caption) } : {}) };
    case 'otnRequest':
      return { ...message, title: text(message.title) };
    case 'template':
      return { ...message, parameters: message.parameters.map(optional) };
  }
}

function required(filled: string): string {
  return filled.trim() ? filled : blank;
}
