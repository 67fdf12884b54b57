import { describe, expect, it } from '@jest/globals';
import { personaliseMessage } from './personaliseMessage.ts';

const values: Record<string, string> = { first_name: 'Ann', email: 'ann@example.com', plan: 'Gold & Co' };
const lookup = (key: string) => values[key];

describe('personalising a canonical message', () => {
  it('fills texts and titles, URL-encodes URLs, keeps payloads', () => {
    expect(
      personaliseMessage(
        {
          kind: 'buttons',
          text: 'Hi {{first_name}}',
          buttons: [
            { kind: 'postback', title: 'Yes {{first_name}}', payload: '{{first_name}}' },
            { kind: 'url', title: '{{plan}}', url: 'https://example.com/?m={{email}}&p={{plan}}' },
          ],
        },
        lookup,
      ),
    ).toEqual({
      kind: 'buttons',
      text: 'Hi Ann',
      buttons: [
        { kind: 'postback', title: 'Yes Ann', payload: '{{first_name}}' },
        { kind: 'url', title: 'Gold & Co', url: 'https://example.com/?m=ann%40example.com&p=Gold%20%26%20Co' },
      ],
    });
  });

  it('fills quick replies, cards and media', () => {
    expect(personaliseMessage({ kind: 'quickReplies', text: '{{first_name}}?', replies: [{ title: 'I am {{first_name}}', payload: 'p' }] }, lookup)).toEqual({
      kind: 'quickReplies',
      text: 'Ann?',
      replies: [{ title: 'I am Ann', payload: 'p' }],
    });
    expect(
      personaliseMessage(
        { kind: 'carousel', cards: [{ title: 'For {{first_name}}', subtitle: '{{plan}}', imageUrl: 'https://img.example/{{first_name}}.png', buttons: [] }] },
        lookup,
      ),
    ).toEqual({ kind: 'carousel', cards: [{ title: 'For Ann', subtitle: 'Gold & Co', imageUrl: 'https://img.example/Ann.png', buttons: [] }] });
    expect(personaliseMessage({ kind: 'media', media: 'image', url: 'https://img.example/a.png', caption: 'For {{first_name}}' }, lookup)).toEqual({
      kind: 'media',
      media: 'image',
      url: 'https://img.example/a.png',
      caption: 'For Ann',
    });
  });

  it('never leaves a required text empty', () => {
    expect(personaliseMessage({ kind: 'text', text: '{{nickname}}' }, lookup)).toEqual({ kind: 'text', text: '\u200b' });
  });
});
