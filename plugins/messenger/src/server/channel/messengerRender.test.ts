import { describe, expect, it } from '@jest/globals';
import { UnrenderableMessageError } from '@chatmill/sdk';
import { renderForMessenger } from './messengerRender.ts';

/** Canonical messages as the Send API takes them (Send API reference: text, quick replies, button, generic and media templates, attachments). */
describe('rendering for the Send API', () => {
  it('sends a text, and quick replies as content_type text', () => {
    expect(renderForMessenger({ kind: 'text', text: 'Hello' })).toEqual([{ text: 'Hello' }]);
    expect(renderForMessenger({ kind: 'quickReplies', text: 'Size?', replies: [{ title: 'Small', payload: '~1.1.aaaaaaaaaa' }] })).toEqual([
      { text: 'Size?', quick_replies: [{ content_type: 'text', title: 'Small', payload: '~1.1.aaaaaaaaaa' }] },
    ]);
  });

  it('sends buttons as a button template: postback, web_url and phone_number', () => {
    const [rendered] = renderForMessenger({
      kind: 'buttons',
      text: 'Pick one',
      buttons: [
        { kind: 'postback', title: 'Start', payload: '~1.1.bbbbbbbbbb' },
        { kind: 'url', title: 'Shop', url: 'https://shop.example.com/' },
        { kind: 'phone', title: 'Call us', phone: '+14155550123' },
      ],
    });
    expect(rendered).toEqual({
      attachment: {
        type: 'template',
        payload: {
          template_type: 'button',
          text: 'Pick one',
          buttons: [
            { type: 'postback', title: 'Start', payload: '~1.1.bbbbbbbbbb' },
            { type: 'web_url', title: 'Shop', url: 'https://shop.example.com/' },
            { type: 'phone_number', title: 'Call us', payload: '+14155550123' },
          ],
        },
      },
    });
  });

  it('sends a carousel as a generic template, a card without buttons or subtitle left bare', () => {
    const [rendered] = renderForMessenger({
      kind: 'carousel',
      cards: [
        { title: 'Red shirt', subtitle: '$20', imageUrl: 'https://cdn.example.com/red.png', buttons: [{ kind: 'postback', title: 'Buy', payload: 'BUY_RED' }] },
        { title: 'Blue shirt', buttons: [] },
      ],
    });
    expect(rendered).toEqual({
      attachment: {
        type: 'template',
        payload: {
          template_type: 'generic',
          elements: [
            {
              title: 'Red shirt',
              subtitle: '$20',
              image_url: 'https://cdn.example.com/red.png',
              buttons: [{ type: 'postback', title: 'Buy', payload: 'BUY_RED' }],
            },
            { title: 'Blue shirt' },
          ],
        },
      },
    });
  });

  it('sends media as an attachment with its caption after it, and a video from Facebook as the media template', () => {
    expect(renderForMessenger({ kind: 'media', media: 'image', url: 'https://cdn.example.com/a.png', caption: 'Our shop' })).toEqual([
      { attachment: { type: 'image', payload: { url: 'https://cdn.example.com/a.png', is_reusable: true } } },
      { text: 'Our shop' },
    ]);
    expect(renderForMessenger({ kind: 'media', media: 'video', url: 'https://www.facebook.com/acme/videos/123/' })).toEqual([
      {
        attachment: {
          type: 'template',
          payload: { template_type: 'media', elements: [{ media_type: 'video', url: 'https://www.facebook.com/acme/videos/123/' }] },
        },
      },
    ]);
  });

  it('refuses what Messenger cannot show, saying what to do', () => {
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(UnrenderableMessageError);
        return (error as Error).message;
      }
      throw new Error('rendered');
    };
    expect(refusal(() => renderForMessenger({ kind: 'media', media: 'video', url: 'https://cdn.example.com/a.mp4' }))).toMatch(/videos from Facebook only/);
    expect(
      refusal(() => renderForMessenger({ kind: 'buttons', text: 'Mail', buttons: [{ kind: 'email', title: 'Mail us', email: 'a@example.com' }] })),
    ).toMatch(/no email buttons/);
    const four = ['1', '2', '3', '4'].map((id) => ({ kind: 'postback' as const, title: `B${id}`, payload: id }));
    expect(refusal(() => renderForMessenger({ kind: 'buttons', text: 'Many', buttons: four }))).toBe('This message has 4 buttons; Messenger shows at most 3.');
    expect(refusal(() => renderForMessenger({ kind: 'text', text: 'x'.repeat(2001) }))).toBe('A text has 2001 characters; Messenger shows at most 2000.');
    expect(refusal(() => renderForMessenger({ kind: 'otnRequest', title: 'Notify me', payload: 'p' }))).toMatch(/retired one-time notifications/);
  });
});
