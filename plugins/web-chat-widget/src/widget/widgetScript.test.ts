import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../../../tests/support/browser.ts';
import type { ServerMessage, WidgetLanguage, WireMessage } from '../common/protocol.ts';
import { buildWidgetScript } from '../server/services/widgetScript.ts';

let code = '';
let browser: Browser;

beforeAll(async () => {
  code = await buildWidgetScript();
  browser = await launchChromium();
}, 60_000);
afterAll(async () => browser?.close());

/** A size budget, not a timing: the embed script loads on every page of every site that has a widget. */
describe('the embed script', () => {
  it('builds into one classic script under 20 KB gzip', () => {
    expect(code.startsWith('(function')).toBe(true);
    expect(code).not.toMatch(/\bimport\s*[({"']|\bexport\s/);
    const gzip = gzipSync(code, { level: 9 }).length;
    expect(gzip).toBeLessThan(20 * 1024);
  });

  it('bundles English only: the other languages come from the server', () => {
    expect(code).toContain('Type a message…');
    for (const arabic of ['فتح الدردشة', 'إرسال']) expect(code).not.toContain(arabic);
  });
});

const look = {
  title: 'Ask us',
  tagline: '',
  primaryColor: '#1f6feb',
  textColor: '#ffffff',
  placement: 'right',
  openDelaySeconds: 0,
  embedMode: 'bubble',
  logoUrl: null,
  faviconUrl: null,
} as const;
const arabic: WidgetLanguage = {
  locale: 'ar',
  dir: 'rtl',
  texts: {
    open: 'فتح الدردشة',
    message: 'الرسالة',
    placeholder: 'اكتب رسالة…',
    send: 'إرسال',
    conversation: 'المحادثة',
    unread_two: 'رسالتان جديدتان',
    unread_other: '{{count}} رسالة جديدة',
    cards_two: 'بطاقتان',
  },
};
const bot = (id: number, body: WireMessage['body']): WireMessage => ({ id, from: 'bot', at: '2026-01-01T00:00:00.000Z', body });

/**
 * Opens a page (`<html lang>` as given) that embeds the built script. Its WebSocket is a stand-in
 * that records the address the script opened and answers `ready` as given; `window.say(m)`
 * makes it say more.
 */
async function openPage(lang: string | null, ready: ServerMessage, locale = 'en-US', timezoneId = 'Europe/Lisbon'): Promise<Page> {
  const context = await browser.newContext({ locale, timezoneId, viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript((answer) => {
    const w = window as unknown as { sockets: string[]; say: (m: unknown) => void };
    w.sockets = [];
    class StandIn {
      static OPEN = 1;
      readyState = 0;
      onmessage: ((event: { data: string }) => void) | null = null;
      onclose: (() => void) | null = null;
      constructor(url: string) {
        w.sockets.push(url);
        w.say = (m) => this.onmessage?.({ data: JSON.stringify(m) });
        setTimeout(() => {
          this.readyState = 1;
          w.say(answer);
        }, 0);
      }
      send(): void {}
      close(): void {}
    }
    (window as unknown as { WebSocket: unknown }).WebSocket = StandIn;
  }, ready);
  await page.route('https://chat.example.com/api/web-chat-widget/widget.js', (route) => route.fulfill({ contentType: 'text/javascript', body: code }));
  await page.route('https://shop.example.com/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html${lang === null ? '' : ` lang="${lang}"`}><body><script src="https://chat.example.com/api/web-chat-widget/widget.js" data-widget-id="Widget12345678"></script></body></html>`,
    }),
  );
  await page.goto('https://shop.example.com/');
  return page;
}

const socketQuery = async (page: Page) => new URL((await page.evaluate(() => (window as unknown as { sockets: string[] }).sockets))[0]!).searchParams;

describe("the embed script in the visitor's language", () => {
  it("says the page's language and the browser's time zone when it opens the socket, else the browser's language", async () => {
    const ready: ServerMessage = { type: 'ready', visitor: 'v.s', look, language: { locale: 'en-US', dir: 'ltr', texts: {} }, history: [] };
    const page = await openPage('ar-EG', ready);
    await page.getByRole('button', { name: 'Open chat' }).waitFor();
    expect(Object.fromEntries(await socketQuery(page))).toEqual({ widgetId: 'Widget12345678', lang: 'ar-EG', tz: 'Europe/Lisbon' });
    await page.context().close();

    const bare = await openPage(null, ready, 'de-AT', 'Europe/Vienna');
    await bare.getByRole('button', { name: 'Open chat' }).waitFor();
    expect((await socketQuery(bare)).get('lang')).toBe('de-AT');
    expect((await socketQuery(bare)).get('tz')).toBe('Europe/Vienna');
    await bare.context().close();
  });

  it("draws the texts 'ready' brought, right to left, with English for what it lacked", async () => {
    const ready: ServerMessage = { type: 'ready', visitor: 'v.s', look, language: arabic, history: [bot(1, { kind: 'text', text: 'مرحبا' })] };
    const page = await openPage('ar', ready);
    const launcher = page.getByRole('button', { name: 'فتح الدردشة', exact: true });
    await launcher.waitFor();
    const root = page.locator('.cm-root');
    expect(await root.getAttribute('dir')).toBe('rtl');
    expect(await root.getAttribute('lang')).toBe('ar');
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Ask us' });
    expect(await chat.getByLabel('الرسالة').getAttribute('placeholder')).toBe('اكتب رسالة…');
    await chat.getByRole('button', { name: 'إرسال' }).waitFor();
    // 'close' was not sent: English, not nothing.
    await chat.getByRole('button', { name: 'Close chat' }).waitFor();
    // Bubbles keep their own direction.
    expect(await chat.getByRole('log', { name: 'المحادثة' }).getByText('مرحبا').getAttribute('dir')).toBe('auto');
    // Mirrored: the send button is on the left of the input, the chat stays in the owner's corner.
    const input = (await chat.getByLabel('الرسالة').boundingBox())!;
    const send = (await chat.getByRole('button', { name: 'إرسال' }).boundingBox())!;
    expect(send.x + send.width).toBeLessThanOrEqual(input.x);
    expect((await chat.boundingBox())!.x).toBeGreaterThan(500);

    // Arabic plural forms, by Arabic rules: two new messages, a carousel of two cards.
    await page.keyboard.press('Escape');
    await page.evaluate(
      (messages) => (window as unknown as { say: (m: unknown) => void }).say({ type: 'messages', messages }),
      [
        bot(2, { kind: 'text', text: 'أهلا' }),
        bot(3, {
          kind: 'carousel',
          cards: [
            { title: 'شاي', buttons: [] },
            { title: 'كعك', buttons: [] },
          ],
        }),
      ],
    );
    await page.getByRole('button', { name: 'فتح الدردشة (رسالتان جديدتان)' }).waitFor();
    expect(await page.getByRole('list', { name: 'بطاقتان', includeHidden: true }).count()).toBe(1);
    await page.context().close();
  });

  it('stays left to right in English when the server sent no language', async () => {
    const page = await openPage('en', { type: 'ready', visitor: 'v.s', look, history: [] } as unknown as ServerMessage);
    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Ask us' });
    expect(await page.locator('.cm-root').getAttribute('dir')).toBe('ltr');
    const input = (await chat.getByLabel('Message').boundingBox())!;
    const send = (await chat.getByRole('button', { name: 'Send' }).boundingBox())!;
    expect(send.x).toBeGreaterThanOrEqual(input.x + input.width);
    await page.context().close();
  });
});
