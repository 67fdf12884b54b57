import { describe, expect, it } from '@jest/globals';
import { UnrenderableMessageError, type CanonicalMessage } from '@chatmill/sdk';
import { renderForWidget } from './widgetRender.ts';
import { widgetAdapter } from './widgetAdapter.ts';

const postback = (i: number) => ({ kind: 'postback' as const, title: `Option ${i}`, payload: `p${i}` });

describe('rendering for the widget', () => {
  it('draws text, buttons of every kind, quick replies, a carousel and media', () => {
    expect(renderForWidget({ kind: 'text', text: 'Hi <b>there</b>' })).toEqual({ kind: 'text', text: 'Hi <b>there</b>' });
    expect(
      renderForWidget({
        kind: 'buttons',
        text: 'Pick one',
        buttons: [
          postback(1),
          { kind: 'url', title: 'Site', url: 'https://example.com/shop' },
          { kind: 'phone', title: 'Call', phone: '+14155550123' },
          { kind: 'email', title: 'Mail', email: 'help@example.com' },
        ],
      }),
    ).toEqual({
      kind: 'buttons',
      text: 'Pick one',
      buttons: [
        { type: 'postback', title: 'Option 1', payload: 'p1' },
        { type: 'link', title: 'Site', href: 'https://example.com/shop' },
        { type: 'link', title: 'Call', href: 'tel:+14155550123' },
        { type: 'link', title: 'Mail', href: 'mailto:help@example.com' },
      ],
    });
    expect(renderForWidget({ kind: 'quickReplies', text: 'Sure?', replies: [{ title: 'Yes', payload: 'y' }] })).toEqual({
      kind: 'quickReplies',
      text: 'Sure?',
      replies: [{ title: 'Yes', payload: 'y' }],
    });
    expect(
      renderForWidget({
        kind: 'carousel',
        cards: [
          { title: 'Tea', subtitle: 'Green', imageUrl: 'https://example.com/tea.png', buttons: [postback(1)] },
          { title: 'Cake', buttons: [] },
        ],
      }),
    ).toEqual({
      kind: 'carousel',
      cards: [
        { title: 'Tea', subtitle: 'Green', imageUrl: 'https://example.com/tea.png', buttons: [{ type: 'postback', title: 'Option 1', payload: 'p1' }] },
        { title: 'Cake', buttons: [] },
      ],
    });
    expect(renderForWidget({ kind: 'media', media: 'video', url: 'https://example.com/v.mp4', caption: 'Demo' })).toEqual({
      kind: 'media',
      media: 'video',
      url: 'https://example.com/v.mp4',
      caption: 'Demo',
    });
  });

  it('draws up to its capabilities: 10 buttons, 10 cards, 13 quick replies, 4,000 characters', () => {
    const { capabilities } = widgetAdapter;
    expect(capabilities).toMatchObject({ maxButtons: 10, maxCarouselItems: 10, maxQuickReplies: 13, maxTextLength: 4000, messagingWindowHours: null });
    expect(() => renderForWidget({ kind: 'buttons', text: 'x', buttons: Array.from({ length: 10 }, (_, i) => postback(i)) })).not.toThrow();
    expect(() =>
      renderForWidget({ kind: 'quickReplies', text: 'x', replies: Array.from({ length: 13 }, (_, i) => ({ title: `R${i}`, payload: `r${i}` })) }),
    ).not.toThrow();
    expect(() => renderForWidget({ kind: 'text', text: 'x'.repeat(4000) })).not.toThrow();
  });

  it('refuses what it cannot draw, saying why', () => {
    const refusals: Array<[CanonicalMessage, string]> = [
      [
        { kind: 'template', name: 'order_update', language: 'en', parameters: [] },
        'The web chat widget has no message templates: send a text or a message with buttons.',
      ],
      [{ kind: 'text', text: 'x'.repeat(4001) }, 'A text message has 4001 characters; the web chat widget shows at most 4000.'],
      [
        { kind: 'buttons', text: 'x', buttons: Array.from({ length: 11 }, (_, i) => postback(i)) },
        'This message has 11 buttons; the web chat widget shows at most 10.',
      ],
      [
        { kind: 'quickReplies', text: 'x', replies: Array.from({ length: 14 }, (_, i) => ({ title: `R${i}`, payload: `r${i}` })) },
        'This message has 14 quick replies; the web chat widget shows at most 13.',
      ],
      [
        { kind: 'carousel', cards: Array.from({ length: 11 }, (_, i) => ({ title: `C${i}`, buttons: [] })) },
        'This message has 11 carousel items; the web chat widget shows at most 10.',
      ],
      [
        { kind: 'buttons', text: 'x', buttons: [{ kind: 'postback', title: 'y'.repeat(81), payload: 'p' }] },
        'The button "yyyyyyyyyyyyyyyyyyyy" has 81 characters; the web chat widget shows at most 80.',
      ],
    ];
    for (const [message, reason] of refusals) {
      expect(() => renderForWidget(message)).toThrow(new UnrenderableMessageError(reason));
    }
  });

  it('refuses to send without the host’s send context', async () => {
    await expect(widgetAdapter.send({ accountId: 1, channelAccountId: 'w', credentials: {} }, 'v', { kind: 'text', text: 'x' }, 'k')).rejects.toThrow(
      'SendContext',
    );
  });
});
