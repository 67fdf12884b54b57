import {
  coreNodeTypes,
  defineFlowNode,
  suggestionHandleId,
  type CanonicalMessage,
  type MessageItem,
  type MessageSetSettings,
  type NodeRunContext,
  type OutboundButton,
  type QuickReply,
  type Suggestion,
} from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';

/**
 * Sends the set's items, in order, as canonical messages. A Next Step suggestion becomes a
 * postback whose payload (`payloadFor` its handle) brings the click back to the edge drawn from
 * it; a Postback suggestion carries its own payload (another flow's postback id); Phone and
 * Email suggestions without an address to open follow their handle the same way (to the SMS or
 * email sequence they connect to).
 */
export const newMessageSetNode = defineFlowNode<MessageSetSettings>({
  ...coreSpec<MessageSetSettings>(coreNodeTypes.message),
  execute: (settings, context) => {
    for (const item of settings.items) {
      const message = renderItem(item, context);
      if (message) context.send(message);
    }
    return { kind: 'continue', handle: 'next' };
  },
});

/** One item as a canonical message; null when nothing of it can be sent (a buttons item left without text or buttons). */
export function renderItem(item: MessageItem, context: Pick<NodeRunContext, 'payloadFor'>): CanonicalMessage | null {
  switch (item.kind) {
    case 'text':
      return { kind: 'text', text: item.text };
    case 'buttons': {
      const buttons = item.buttons.flatMap((s) => button(s, suggestionHandleId(item, s.id), context));
      if (!buttons.length) return item.text.trim() ? { kind: 'text', text: item.text } : null;
      // The validator asks for a body; a flow published before that rule still sends its buttons.
      return { kind: 'buttons', text: item.text.trim() ? item.text : '\u200b', buttons };
    }
    case 'quickReplies': {
      const replies = item.replies.flatMap((s) => reply(s, suggestionHandleId(item, s.id), context));
      return replies.length ? { kind: 'quickReplies', text: item.text, replies } : { kind: 'text', text: item.text };
    }
    case 'carousel': {
      const cards = item.cards.map((card) => ({
        title: card.title.trim() || card.subtitle?.trim() || '\u200b',
        ...(card.subtitle ? { subtitle: card.subtitle } : {}),
        ...(card.imageUrl ? { imageUrl: card.imageUrl } : {}),
        buttons: card.buttons.flatMap((s) => button(s, suggestionHandleId(item, s.id, card.id), context)),
      }));
      return cards.length ? { kind: 'carousel', cards } : null;
    }
    case 'image':
    case 'video':
    case 'file':
      return { kind: 'media', media: item.kind, url: item.url, ...(item.caption ? { caption: item.caption } : {}) };
  }
}

function button(suggestion: Suggestion, handle: string, context: Pick<NodeRunContext, 'payloadFor'>): OutboundButton[] {
  switch (suggestion.type) {
    case 'next_step':
      return [{ kind: 'postback', title: suggestion.title, payload: context.payloadFor(handle) }];
    case 'postback':
      return [{ kind: 'postback', title: suggestion.title, payload: suggestion.payload }];
    case 'url':
      return [{ kind: 'url', title: suggestion.title, url: suggestion.url }];
    case 'phone':
      return suggestion.phone
        ? [{ kind: 'phone', title: suggestion.title, phone: suggestion.phone }]
        : [{ kind: 'postback', title: suggestion.title, payload: context.payloadFor(handle) }];
    case 'email':
      return [{ kind: 'postback', title: suggestion.title, payload: context.payloadFor(handle) }];
  }
}

function reply(suggestion: Suggestion, handle: string, context: Pick<NodeRunContext, 'payloadFor'>): QuickReply[] {
  switch (suggestion.type) {
    case 'postback':
      return [{ title: suggestion.title, payload: suggestion.payload }];
    case 'url': // A quick reply only answers; it cannot open a page.
      return [];
    case 'next_step':
    case 'phone':
    case 'email':
      return [{ title: suggestion.title, payload: context.payloadFor(handle) }];
  }
}
