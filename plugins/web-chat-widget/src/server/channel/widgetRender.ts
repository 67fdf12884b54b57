import { UnrenderableMessageError, withinCount, withinLength, type CanonicalMessage, type OutboundButton } from '@chatmill/sdk';
import type { WidgetButton, WidgetRendered } from '../../common/protocol.ts';
import { widgetCapabilities as caps } from './widgetCapabilities.ts';

/**
 * Canonical message → what the embed script draws (common/protocol.ts). Pure: the publish
 * check and the simulator rely on it refusing exactly what `widgetCapabilities` says.
 */
export function renderForWidget(message: CanonicalMessage): WidgetRendered {
  switch (message.kind) {
    case 'text':
      return { kind: 'text', text: checkText(message.text, caps.maxTextLength, 'A text message') };
    case 'buttons':
      return {
        kind: 'buttons',
        text: checkText(message.text, caps.maxButtonTextLength, 'The text above the buttons'),
        buttons: checkCount(message.buttons, caps.maxButtons, 'buttons').map(toButton),
      };
    case 'quickReplies':
      return {
        kind: 'quickReplies',
        text: checkText(message.text, caps.maxButtonTextLength, 'The text above the quick replies'),
        replies: checkCount(message.replies, caps.maxQuickReplies, 'quick replies').map((reply) => ({
          title: checkTitle(reply.title),
          payload: reply.payload,
        })),
      };
    case 'carousel':
      return {
        kind: 'carousel',
        cards: checkCount(message.cards, caps.maxCarouselItems, 'carousel items').map((card) => ({
          title: checkText(card.title, caps.maxButtonTitleLength, 'A card title'),
          ...(card.subtitle ? { subtitle: checkText(card.subtitle, caps.maxButtonTitleLength, 'A card subtitle') } : {}),
          ...(card.imageUrl ? { imageUrl: card.imageUrl } : {}),
          buttons: checkCount(card.buttons, caps.maxButtons, 'buttons on a card').map(toButton),
        })),
      };
    case 'media':
      return { kind: 'media', media: message.media, url: message.url, ...(message.caption ? { caption: message.caption } : {}) };
    case 'template':
      throw new UnrenderableMessageError('The web chat widget has no message templates: send a text or a message with buttons.');
    case 'otnRequest':
      throw new UnrenderableMessageError('One-time notifications are a Messenger feature: the web chat widget cannot ask for them.');
  }
}

function toButton(button: OutboundButton): WidgetButton {
  const title = checkTitle(button.title);
  switch (button.kind) {
    case 'postback':
      return { type: 'postback', title, payload: button.payload };
    case 'url':
      return { type: 'link', title, href: button.url };
    case 'phone':
      return { type: 'link', title, href: `tel:${button.phone}` };
    case 'email':
      return { type: 'link', title, href: `mailto:${button.email}` };
  }
}

const widgetName = 'the web chat widget';

function checkText(text: string, max: number, what: string): string {
  return withinLength(text, max, what, widgetName);
}

function checkTitle(title: string): string {
  return checkText(title, caps.maxButtonTitleLength, `The button "${title.slice(0, 20)}"`);
}

function checkCount<T>(items: readonly T[], max: number, what: string): readonly T[] {
  return withinCount(items, max, what, widgetName);
}
