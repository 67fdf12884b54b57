import { UnrenderableMessageError, withinCount, withinLength, type CanonicalMessage, type CarouselCard, type OutboundButton } from '@chatmill/sdk';
import { messengerCapabilities as caps } from './messengerCapabilities.ts';

/** A button of the Send API's templates. */
export type SendApiButton =
  | { type: 'postback'; title: string; payload: string }
  | { type: 'web_url'; title: string; url: string }
  | { type: 'phone_number'; title: string; payload: string };

/** The `message` object of one Send API call (Send API reference, "message"). */
export type SendApiMessage =
  | { text: string; quick_replies?: Array<{ content_type: 'text'; title: string; payload: string }> }
  | { attachment: { type: 'template'; payload: Record<string, unknown> } }
  | { attachment: { type: 'image' | 'file'; payload: { url: string; is_reusable: true } } };

/**
 * A canonical message as Messenger's Send API takes it: one call, or two for media with a caption
 * (an attachment carries none: the caption follows as a text). What Messenger cannot show throws
 * UnrenderableMessageError naming the reason; the publish check finds most of it earlier.
 */
export function renderForMessenger(message: CanonicalMessage): SendApiMessage[] {
  switch (message.kind) {
    case 'text':
      return [{ text: text(message.text, caps.maxTextLength, 'A text') }];
    case 'buttons':
      return [
        {
          attachment: {
            type: 'template',
            payload: {
              template_type: 'button',
              text: text(message.text, caps.maxButtonTextLength, 'The text above buttons'),
              buttons: at(message.buttons, caps.maxButtons, 'buttons').map(button),
            },
          },
        },
      ];
    case 'quickReplies':
      return [
        {
          text: text(message.text, caps.maxTextLength, 'The text above quick replies'),
          quick_replies: at(message.replies, caps.maxQuickReplies, 'quick replies').map((reply) => ({
            content_type: 'text' as const,
            title: text(reply.title, caps.maxButtonTitleLength, `The quick reply "${reply.title.slice(0, 20)}"`),
            payload: reply.payload,
          })),
        },
      ];
    case 'carousel':
      return [
        { attachment: { type: 'template', payload: { template_type: 'generic', elements: at(message.cards, caps.maxCarouselItems, 'cards').map(card) } } },
      ];
    case 'media':
      return [media(message.media, message.url), ...(message.caption ? [{ text: text(message.caption, caps.maxTextLength, 'A caption') }] : [])];
    case 'otnRequest':
      throw new UnrenderableMessageError('Meta retired one-time notifications on Messenger: remove this step or use a message tag.');
    case 'template':
      throw new UnrenderableMessageError('Messenger has no pre-approved templates (those are WhatsApp’s): use a message instead.');
  }
}

/** Card titles and subtitles: at most 80 characters on the generic template. */
const cardTextLength = 80;

function card(value: CarouselCard): Record<string, unknown> {
  return {
    title: text(value.title, cardTextLength, 'A card title'),
    ...(value.subtitle ? { subtitle: text(value.subtitle, cardTextLength, 'A card subtitle') } : {}),
    ...(value.imageUrl ? { image_url: value.imageUrl } : {}),
    ...(value.buttons.length ? { buttons: at(value.buttons, caps.maxButtons, 'buttons on a card').map(button) } : {}),
  };
}

function button(value: OutboundButton): SendApiButton {
  const title = text(value.title, caps.maxButtonTitleLength, `The button "${value.title.slice(0, 20)}"`);
  switch (value.kind) {
    case 'postback':
      return { type: 'postback', title, payload: value.payload };
    case 'url':
      return { type: 'web_url', title, url: value.url };
    case 'phone':
      return { type: 'phone_number', title, payload: value.phone };
    case 'email':
      throw new UnrenderableMessageError(`Messenger has no email buttons ("${value.title}"): use a link button with a mailto address instead.`);
  }
}

/** Videos play from Facebook only (spec 2.5): the media template takes a facebook.com video's address. */
function media(kind: 'image' | 'video' | 'file', url: string): SendApiMessage {
  if (kind !== 'video') return { attachment: { type: kind, payload: { url, is_reusable: true } } };
  if (!/^https:\/\/(www\.|m\.|web\.)?facebook\.com\//.test(url)) {
    throw new UnrenderableMessageError('Messenger plays videos from Facebook only: upload the video to your page and use its facebook.com address.');
  }
  return { attachment: { type: 'template', payload: { template_type: 'media', elements: [{ media_type: 'video', url }] } } };
}

function text(value: string, max: number, what: string): string {
  return withinLength(value, max, what, 'Messenger');
}

function at<T>(items: readonly T[], max: number, what: string): readonly T[] {
  return withinCount(items, max, what, 'Messenger');
}
