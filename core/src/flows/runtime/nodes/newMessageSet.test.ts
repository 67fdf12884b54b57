import { describe, expect, it } from '@jest/globals';
import { messageItem } from '@chatmill/sdk';
import { renderItem } from './newMessageSet.ts';

const context = { payloadFor: (handle: string) => `P(${handle})` };
const render = (item: unknown) => renderItem(messageItem.parse(item), context);

describe('rendering a message set’s items', () => {
  it('turns each suggestion type into the button that does what it says', () => {
    expect(
      render({
        id: 'i',
        kind: 'buttons',
        text: 'Hello',
        buttons: [
          { id: 'n', type: 'next_step', title: 'Next' },
          { id: 'p', type: 'postback', title: 'Other flow', payload: 'FLOW_B' },
          { id: 'u', type: 'url', title: 'Site', url: 'https://example.com/' },
          { id: 'c', type: 'phone', title: 'Call us', phone: '+6591234567' },
          { id: 'a', type: 'phone', title: 'Give your number' },
          { id: 'e', type: 'email', title: 'Give your email' },
        ],
      }),
    ).toEqual({
      kind: 'buttons',
      text: 'Hello',
      buttons: [
        { kind: 'postback', title: 'Next', payload: 'P(button:n)' },
        { kind: 'postback', title: 'Other flow', payload: 'FLOW_B' },
        { kind: 'url', title: 'Site', url: 'https://example.com/' },
        { kind: 'phone', title: 'Call us', phone: '+6591234567' },
        { kind: 'postback', title: 'Give your number', payload: 'P(button:a)' },
        { kind: 'postback', title: 'Give your email', payload: 'P(button:e)' },
      ],
    });
  });

  it('leaves out of quick replies what cannot be one (a URL), and sends text alone when no reply is left', () => {
    expect(
      render({
        id: 'q',
        kind: 'quickReplies',
        text: 'Pick',
        replies: [
          { id: 'n', type: 'next_step', title: 'Yes' },
          { id: 'u', type: 'url', title: 'Site', url: 'https://example.com/' },
        ],
      }),
    ).toEqual({
      kind: 'quickReplies',
      text: 'Pick',
      replies: [{ title: 'Yes', payload: 'P(reply:n)' }],
    });
    expect(render({ id: 'q', kind: 'quickReplies', text: 'Pick', replies: [{ id: 'u', type: 'url', title: 'Site', url: 'https://example.com/' }] })).toEqual({
      kind: 'text',
      text: 'Pick',
    });
  });

  it('renders media with their captions', () => {
    expect(render({ id: 'v', kind: 'video', url: 'https://cdn.example.com/a.mp4', caption: 'Watch' })).toEqual({
      kind: 'media',
      media: 'video',
      url: 'https://cdn.example.com/a.mp4',
      caption: 'Watch',
    });
    expect(render({ id: 'f', kind: 'file', url: 'https://cdn.example.com/a.pdf' })).toEqual({
      kind: 'media',
      media: 'file',
      url: 'https://cdn.example.com/a.pdf',
    });
  });
});
