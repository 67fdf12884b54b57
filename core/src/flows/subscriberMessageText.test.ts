import { describe, expect, it } from '@jest/globals';
import { inboundContent, outboundContent } from './subscriberMessageText.ts';

const base = { eventId: 'e1', subscriberExternalId: 'v1', timestamp: '2026-11-01T10:00:00.000Z' };

describe('a history line of an inbound event', () => {
  it('shows what the subscriber said, clicked or commented, and the files they sent', () => {
    expect(inboundContent('message', { ...base, kind: 'message', text: 'Hi', attachments: [{ type: 'image', url: 'https://x.example/a.png' }] })).toEqual({
      kind: 'message',
      text: 'Hi',
      choices: [],
      attachments: [{ type: 'image', url: 'https://x.example/a.png' }],
    });
    expect(inboundContent('postback', { ...base, kind: 'postback', payload: '~flow:1', title: 'Prices' }).text).toBe('Prices');
    expect(inboundContent('postback', { ...base, kind: 'postback', payload: 'GET_STARTED' }).text).toBe('GET_STARTED');
    expect(inboundContent('quickReply', { ...base, kind: 'quickReply', payload: 'p', text: 'Yes please' }).text).toBe('Yes please');
    expect(inboundContent('comment', { ...base, kind: 'comment', postId: 'p', commentId: 'c', text: 'Nice' }).text).toBe('Nice');
  });

  it('shows an unreadable payload as its kind alone', () => {
    expect(inboundContent('message', { nonsense: true })).toEqual({ kind: 'message', text: '', choices: [], attachments: [] });
  });
});

describe('a history line of an outgoing message', () => {
  it('gives the text with the titles of the buttons, replies and cards offered', () => {
    expect(
      outboundContent({
        kind: 'buttons',
        text: 'Pick',
        buttons: [
          { kind: 'postback', title: 'A', payload: 'a' },
          { kind: 'url', title: 'Site', url: 'https://x.example' },
        ],
      }),
    ).toEqual({
      kind: 'buttons',
      text: 'Pick',
      choices: ['A', 'Site'],
      attachments: [],
    });
    expect(outboundContent({ kind: 'quickReplies', text: 'Coupon?', replies: [{ title: 'Yes', payload: 'y' }] }).choices).toEqual(['Yes']);
    expect(
      outboundContent({
        kind: 'carousel',
        cards: [
          { title: 'Tea', subtitle: '10 USD', imageUrl: 'https://x.example/tea.png', buttons: [{ kind: 'url', title: 'Buy', url: 'https://x.example/tea' }] },
          { title: 'Cake', buttons: [] },
        ],
      }),
    ).toEqual({ kind: 'carousel', text: 'Tea: 10 USD\nCake', choices: ['Buy'], attachments: [{ type: 'image', url: 'https://x.example/tea.png' }] });
    expect(outboundContent({ kind: 'media', media: 'file', url: 'https://x.example/a.pdf' })).toEqual({
      kind: 'media',
      text: '',
      choices: [],
      attachments: [{ type: 'file', url: 'https://x.example/a.pdf' }],
    });
    expect(outboundContent({ kind: 'template', name: 'order_update', language: 'en', parameters: ['42'] }).text).toBe('order_update · 42');
  });
});
