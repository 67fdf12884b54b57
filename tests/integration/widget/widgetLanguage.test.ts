import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestPlatform } from '../../support/testPlatform.ts';
import { english } from '../../../plugins/web-chat-widget/src/widget/texts.ts';
import { openVisitor, signUpOwner, startWidgetPlatform } from '../../../plugins/web-chat-widget/src/server/testing/widgetApi.ts';

/**
 * The widget socket answers in the page's language: the script sends `lang` when it connects,
 * 'ready' carries the script's texts from the closest catalogue and the direction to lay them
 * out in. A tag the server cannot read gets English, never a refused chat.
 */
let t: TestPlatform;
let widgetId: string;

beforeAll(async () => {
  t = await startWidgetPlatform({}, { work: false });
  widgetId = (await (await signUpOwner(t)).createWidget({ domains: ['https://shop.example.com'] })).widgetId;
});
afterAll(async () => t.stop());

async function languageFor(lang?: string) {
  const visitor = await openVisitor(t.url, lang === undefined ? { widgetId } : { widgetId, lang });
  const ready = await visitor.next('ready');
  visitor.socket.close();
  return ready.language;
}

describe("the widget socket in the page's language", () => {
  it('answers an Arabic page in Arabic, right to left, with the Arabic plural forms', async () => {
    const language = await languageFor('ar');
    expect(language.locale).toBe('ar');
    expect(language.dir).toBe('rtl');
    expect(language.texts).toMatchObject({
      open: 'فتح الدردشة',
      placeholder: 'اكتب رسالة…',
      send: 'إرسال',
      unread_two: 'رسالتان جديدتان',
      unread_few: '{{count}} رسائل جديدة',
    });
    expect(await languageFor('ar-SA')).toEqual(language);
  });

  it('answers English, left to right, without a language, for an unknown one and for a malformed one', async () => {
    for (const lang of [undefined, 'ja-JP', 'not a language', 'x'.repeat(200)]) {
      expect(await languageFor(lang)).toEqual({ locale: 'en-US', dir: 'ltr', texts: english });
    }
  });

  it('lays out a Hebrew page right to left even while its texts are English', async () => {
    expect(await languageFor('he-IL')).toEqual({ locale: 'en-US', dir: 'rtl', texts: english });
  });
});
