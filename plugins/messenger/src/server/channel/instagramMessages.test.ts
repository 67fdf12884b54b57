import { describe, expect, it } from '@jest/globals';
import { PermanentSendError } from '@chatmill/sdk';
import { forInstagram } from './instagramMessages.ts';
import { renderForMessenger } from './messengerRender.ts';

/** What the Instagram account of a page takes of a Messenger flow's messages (Instagram Messaging: button and generic templates, URL and postback buttons). */
describe('messages for an Instagram account', () => {
  it('takes texts, quick replies, URL and postback buttons, cards and images as Messenger renders them', () => {
    const messages = [
      ...renderForMessenger({ kind: 'quickReplies', text: 'Size?', replies: [{ title: 'S', payload: 'S' }] }),
      ...renderForMessenger({ kind: 'buttons', text: 'Go', buttons: [{ kind: 'url', title: 'Shop', url: 'https://shop.example.com/' }] }),
      ...renderForMessenger({ kind: 'carousel', cards: [{ title: 'Red', buttons: [{ kind: 'postback', title: 'Buy', payload: 'BUY' }] }] }),
      ...renderForMessenger({ kind: 'media', media: 'image', url: 'https://cdn.example.com/a.png' }),
    ];
    expect(forInstagram(messages)).toBe(messages);
  });

  it('fails for good, saying why, a call button (on a card too) and a Facebook video', () => {
    const call = renderForMessenger({ kind: 'carousel', cards: [{ title: 'Help', buttons: [{ kind: 'phone', title: 'Call us', phone: '+14155550123' }] }] });
    expect(() => forInstagram(call)).toThrow(new PermanentSendError('Instagram has no call buttons ("Call us"): use a link button to a tel: page instead.'));
    const video = renderForMessenger({ kind: 'media', media: 'video', url: 'https://www.facebook.com/acme/videos/1/' });
    expect(() => forInstagram(video)).toThrow(PermanentSendError);
  });
});
