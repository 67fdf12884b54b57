import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';
import { embedSnippet } from '../../plugins/web-chat-widget/src/web/embedSnippet.ts';
import { eventually, launchChromiumForSites } from '../support/widgetSites.ts';

/**
 * The web chat widget on an Arabic site (`<html lang="ar">`): the script's own words are the
 * plugin's Arabic ones, the chat is laid out right to left (send button left of the input, the
 * bot's bubbles on the right, the visitor's on the left, cards and quick replies from the
 * right), and it stays in the corner of the page its owner chose. Photographed under
 * .tmp/screenshots for a person to look at.
 */
const root = resolve(import.meta.dirname, '../..');
const shots = join(root, '.tmp', 'screenshots');
const arabic = (JSON.parse(readFileSync(join(root, 'plugins/web-chat-widget/src/web/i18n/ar.json'), 'utf8')) as { script: Record<string, string> }).script;

let t: TestPlatform;
let browser: Browser;
let owner: ApiClient;
let sites: BrowserContext;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  owner = new ApiClient(t.url);
  await owner.post('/api/auth/register', { name: 'Salma Souq', email: 'salma@example.com', password: 'salma password 1' });
  browser = await launchChromiumForSites();
  sites = await browser.newContext({ viewport: { width: 1200, height: 800 } });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** A flow that answers «مرحبا» with a button, then a text, a carousel of two cards and two quick replies. */
async function publishArabicFlow(widgetId: string): Promise<void> {
  const created = await owner.post('/api/flows', { name: 'Souq', channel: 'widget', channelAccountId: widgetId });
  const graph = {
    nodes: [
      { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'مرحبا', strictness: 'wide' }] } },
      {
        id: 'm1',
        type: 'NewMessageSet',
        position: { x: 250, y: 0 },
        data: { items: [{ id: 'b', kind: 'buttons', text: 'أهلاً بك في متجرنا! عمّ تبحث؟', buttons: [{ id: 'prices', type: 'next_step', title: 'الأسعار' }] }] },
      },
      {
        id: 'm2',
        type: 'NewMessageSet',
        position: { x: 500, y: 0 },
        data: {
          items: [
            { id: 't', kind: 'text', text: 'تبدأ أسعارنا من 10 دولارات.' },
            {
              id: 'c',
              kind: 'carousel',
              cards: [
                {
                  id: 'tea',
                  title: 'شاي أخضر',
                  subtitle: '10 دولارات',
                  buttons: [{ id: 'buy', type: 'url', title: 'اشترِ الآن', url: 'https://souq.example.com/tea' }],
                },
                { id: 'cake', title: 'كعكة الجبن', subtitle: '12 دولاراً', buttons: [] },
              ],
            },
            {
              id: 'q',
              kind: 'quickReplies',
              text: 'هل تريد قسيمة خصم؟',
              replies: [
                { id: 'yes', type: 'next_step', title: 'نعم، من فضلك' },
                { id: 'no', type: 'next_step', title: 'لا، شكراً' },
              ],
            },
          ],
        },
      },
    ],
    edges: [
      { id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' },
      { id: 'e2', source: 'm1', sourceHandle: 'button:prices', target: 'm2' },
    ],
  };
  expect((await owner.request('PUT', `/api/flows/${created.body.id}/draft`, { graph, revision: created.body.draftRevision })).status).toBe(200);
  const published = await owner.post(`/api/flows/${created.body.id}/publish`);
  expect({ status: published.status, body: published.status === 200 ? null : published.body }).toEqual({ status: 200, body: null });
}

describe('the web chat widget on an Arabic page', () => {
  it('speaks Arabic, right to left, in the corner its owner chose', async () => {
    const res = await owner.post('/api/web-chat-widget/accounts', { name: 'Souq', title: 'اسألنا', placement: 'right', domains: ['https://souq.example.com'] });
    expect(res.status).toBe(201);
    await publishArabicFlow(res.body.widgetId);

    const page = await sites.newPage();
    await page.route('https://souq.example.com/', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="ar" dir="rtl"><head><title>سوق</title></head><body><h1>متجرنا</h1>${embedSnippet(t.url, res.body.widgetId)}</body></html>`,
      }),
    );
    await page.goto('https://souq.example.com/');
    await page.getByRole('button', { name: arabic.open, exact: true }).click();
    const chat = page.getByRole('dialog', { name: 'اسألنا' });
    expect(await page.locator('.cm-root').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('.cm-root').getAttribute('lang')).toBe('ar');

    const input = chat.getByLabel(arabic.message!);
    expect(await input.getAttribute('placeholder')).toBe(arabic.placeholder);
    await input.fill('مرحبا');
    await chat.getByRole('button', { name: arabic.send }).click();
    const log = chat.getByRole('log', { name: arabic.conversation });
    await log.getByText('أهلاً بك في متجرنا! عمّ تبحث؟').waitFor({ timeout: 20_000 });
    await log.getByRole('button', { name: 'الأسعار' }).click();
    await log.getByText('تبدأ أسعارنا من 10 دولارات.').waitFor({ timeout: 20_000 });
    const cards = log.getByRole('list', { name: arabic.cards_two });
    await cards.getByText('شاي أخضر').waitFor({ timeout: 20_000 });
    const replies = log.getByRole('group', { name: arabic.quickReplies });
    await replies.getByRole('button', { name: 'نعم، من فضلك' }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(shots, 'rtl-widget.png') });

    const box = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!;
    // The input row mirrors: the send button is on the left of the input.
    const field = await box(input);
    const send = await box(chat.getByRole('button', { name: arabic.send }));
    expect(send.x + send.width).toBeLessThanOrEqual(field.x);
    // The bot speaks from the right, the visitor from the left; bubbles keep their own direction.
    const area = await box(log);
    const mine = log.getByText('مرحبا', { exact: true });
    const said = await box(mine);
    const answer = await box(log.getByText('تبدأ أسعارنا من 10 دولارات.'));
    expect(area.x + area.width - (answer.x + answer.width)).toBeLessThan(30);
    expect(said.x - area.x).toBeLessThan(30);
    expect(await mine.getAttribute('dir')).toBe('auto');
    // Cards and quick replies start from the right: the first is right of the second.
    const [tea, cake] = [await box(cards.getByRole('listitem').nth(0)), await box(cards.getByRole('listitem').nth(1))];
    expect(tea.x).toBeGreaterThan(cake.x);
    const [yes, no] = [await box(replies.getByRole('button').nth(0)), await box(replies.getByRole('button').nth(1))];
    expect(yes.x).toBeGreaterThan(no.x);
    // The close button sits at the left end of the header.
    const panel = await box(chat);
    const close = await box(chat.getByRole('button', { name: arabic.close }));
    expect(close.x - panel.x).toBeLessThan(60);
    // The owner chose the bottom right corner: mirroring does not move the chat.
    expect(1200 - (panel.x + panel.width)).toBe(20);

    // Escape still closes it.
    await page.keyboard.press('Escape');
    expect(await eventually(() => chat.isHidden(), Boolean)).toBe(true);
    await page.close();
  });
});
