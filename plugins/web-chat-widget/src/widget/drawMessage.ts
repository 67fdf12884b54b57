import type { WidgetButton, WidgetCard, WireMessage } from '../common/protocol.ts';
import { h, safeHref } from './dom.ts';
import type { Words } from './texts.ts';

export interface DrawActions {
  /** The script's words in the visitor's language. */
  words: Words;
  /** A postback button: its title shows as the visitor's answer. */
  postback(payload: string, title: string): void;
}

/** One message of the transcript as an element: text always as text, links only when safe. */
export function drawMessage(doc: Document, message: WireMessage, actions: DrawActions): HTMLElement {
  const mine = message.from === 'visitor';
  const item = h(doc, 'li', { class: `cm-msg ${mine ? 'cm-me' : 'cm-bot'}`, 'data-id': String(message.id) });
  const body = message.body;
  switch (body.kind) {
    case 'visitor':
    case 'text':
      item.append(h(doc, 'p', { class: 'cm-bubble', dir: 'auto' }, body.text));
      break;
    case 'buttons':
      item.append(h(doc, 'p', { class: 'cm-bubble', dir: 'auto' }, body.text), buttonRow(doc, body.buttons, actions));
      break;
    case 'quickReplies':
      // The replies themselves are drawn under the last message only (see ChatView).
      item.append(h(doc, 'p', { class: 'cm-bubble', dir: 'auto' }, body.text));
      break;
    case 'carousel':
      item.append(
        h(
          doc,
          'ul',
          { class: 'cm-cards', 'aria-label': actions.words.count('cards', body.cards.length) },
          ...body.cards.map((card) => drawCard(doc, card, actions)),
        ),
      );
      break;
    case 'media':
      item.append(drawMedia(doc, body.media, body.url, body.caption, actions.words));
      break;
  }
  return item;
}

function drawCard(doc: Document, card: WidgetCard, actions: DrawActions): HTMLElement {
  const image = card.imageUrl && safeHref(card.imageUrl) ? h(doc, 'img', { src: card.imageUrl, alt: '', loading: 'lazy' }) : null;
  return h(
    doc,
    'li',
    { class: 'cm-card' },
    image,
    h(doc, 'strong', {}, card.title),
    card.subtitle ? h(doc, 'span', {}, card.subtitle) : null,
    buttonRow(doc, card.buttons, actions),
  );
}

function drawMedia(doc: Document, media: 'image' | 'video' | 'file', url: string, caption: string | undefined, words: Words): HTMLElement {
  const href = safeHref(url);
  const figure = h(doc, 'figure', { class: 'cm-bubble cm-media' });
  if (href && media === 'image') figure.append(h(doc, 'img', { src: href, alt: caption ?? '', loading: 'lazy' }));
  else if (href && media === 'video') figure.append(h(doc, 'video', { src: href, controls: '', preload: 'metadata' }));
  else if (href) figure.append(h(doc, 'a', { href, target: '_blank', rel: 'noopener noreferrer' }, words.text('file')));
  if (caption) figure.append(h(doc, 'figcaption', {}, caption));
  return figure;
}

function buttonRow(doc: Document, buttons: readonly WidgetButton[], actions: DrawActions): HTMLElement {
  const row = h(doc, 'div', { class: 'cm-buttons' });
  for (const button of buttons) {
    if (button.type === 'postback') {
      const el = h(doc, 'button', { type: 'button', class: 'cm-button' }, button.title);
      el.addEventListener('click', () => actions.postback(button.payload, button.title));
      row.append(el);
    } else {
      const href = safeHref(button.href);
      if (href) row.append(h(doc, 'a', { class: 'cm-button', href, target: '_blank', rel: 'noopener noreferrer' }, button.title));
    }
  }
  return row;
}
