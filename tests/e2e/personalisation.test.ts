import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { flowEditorHelpers } from '../support/flowEditor.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Personalised texts in the flow editor (issue 21): the insert-variable picker beside a text
 * field, used with the keyboard, offers the subscriber fields and the account's custom
 * variables and inserts `{{name}}` at the caret; an unknown name is a problem in words; the
 * simulator's test subscriber is the owner, so the text shows filled, and the simulator says the
 * flow ended only when no button waits any more.
 */
let t: TestPlatform;
let browser: Browser;
let api: ApiClient;
let page: Page;
let flowId: number;

const graph = {
  nodes: [
    { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'hi', strictness: 'match' }] } },
    {
      id: 'hello',
      type: 'NewMessageSet',
      position: { x: 320, y: 0 },
      data: { items: [{ id: 'b', kind: 'buttons', text: 'Hello ', buttons: [{ id: 'go', type: 'next_step', title: 'Go' }] }] },
    },
    { id: 'bye', type: 'NewMessageSet', position: { x: 640, y: 0 }, data: { items: [{ id: 't', kind: 'text', text: 'Bye for now.' }] } },
  ],
  edges: [
    { id: 'e1', source: 'start', sourceHandle: 'next', target: 'hello' },
    { id: 'e2', source: 'hello', sourceHandle: 'button:go', target: 'bye' },
  ],
};

beforeAll(async () => {
  t = await startTestPlatform();
  api = new ApiClient(t.url);
  expect((await api.post('/api/setup', { name: 'Ada Lovelace', email: 'ada@example.com', password: 'ada password 1' })).status).toBe(201);
  expect((await api.post('/api/custom-variables', { name: 'City', scope: 'user', fallback: 'London' })).status).toBe(201);
  const created = await api.post('/api/flows', { name: 'Personal flow', channel: 'widget' });
  expect(created.status).toBe(201);
  flowId = created.body.id;
  expect((await api.request('PUT', `/api/flows/${flowId}/draft`, { graph, revision: created.body.draftRevision })).status).toBe(200);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1050, height: 700 } });
  await context.addCookies([{ name: 'cm_session', value: api.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
  await page.goto(`/flow-builder/${flowId}?flow_name=Personal%20flow&page_id=&channel=widget`);
  await page.getByRole('heading', { name: 'Personal flow' }).waitFor();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const { side, selectNode, saved } = flowEditorHelpers(() => page);

describe('personalised texts in the editor', () => {
  it('inserts fields and custom variables at the caret with the keyboard', async () => {
    await selectNode('hello');
    const text = side().getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await text.press('End');

    // Each text field has its own picker, right after it, described by the field's label.
    const picker = side()
      .locator('.fb-field', { has: page.getByRole('textbox', { name: 'Text', exact: true }) })
      .getByRole('button', { name: 'Insert variable' });
    expect(await picker.getAttribute('aria-describedby')).toBe(
      await side()
        .locator('label', { hasText: /^Text$/ })
        .first()
        .getAttribute('id'),
    );
    await picker.focus();
    await page.keyboard.press('Enter');
    const filter = side().getByRole('combobox', { name: 'Filter variables' });
    await filter.waitFor();
    // The custom variable is offered beside the subscriber fields.
    await filter.fill('cit');
    await side()
      .getByRole('option', { name: /\{\{city\}\}/ })
      .waitFor();
    await filter.fill('first');
    await filter.press('Enter');
    expect(await text.inputValue()).toBe('Hello {{first_name}}');
    // Focus is back in the field, after the inserted name: typing goes on there.
    await page.keyboard.type(' from ');

    await picker.click();
    await filter.fill('cit');
    await filter.press('ArrowDown');
    await filter.press('ArrowUp');
    await filter.press('Enter');
    expect(await text.inputValue()).toBe('Hello {{first_name}} from {{city}}');

    // Escape closes the list without inserting.
    await picker.click();
    await filter.press('Escape');
    expect(await side().getByRole('combobox', { name: 'Filter variables' }).count()).toBe(0);
    expect(await text.inputValue()).toBe('Hello {{first_name}} from {{city}}');
  });

  it('names an unknown placeholder as a problem, in words', async () => {
    const title = side().getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Go {{frist_name}}');
    await page.getByRole('tab', { name: /Problems/ }).click();
    await side().getByText('{{frist_name}} is not a field or custom variable. Pick one with Insert variable, or create the custom variable first.').waitFor();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await side().getByRole('textbox', { name: 'Title', exact: true }).fill('Go, {{first_name}}');
    await saved();
    const draft = (await api.get(`/api/flows/${flowId}`)).body;
    expect(draft.problems).toEqual([]);
  });

  it('shows the filled text in the simulator, as the owner, and the end only once no button waits', async () => {
    await page.getByRole('tab', { name: 'Simulator' }).click();
    const log = page.getByRole('log', { name: 'Test conversation' });
    const message = side().getByRole('textbox', { name: 'Message' });
    await message.fill('hi');
    await message.press('Enter');
    await log.getByText('Hello Ada from London').waitFor();
    await side().getByText('Waiting for a click on a button or quick reply.').waitFor();
    expect(await side().getByText('The flow has ended.').count()).toBe(0);

    await log.getByRole('button', { name: 'Go, Ada' }).click();
    await log.getByText('Bye for now.').waitFor();
    await side().getByText('The flow has ended.').waitFor();
  });
});
