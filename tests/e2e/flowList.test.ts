import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../core/src/config/loadSettings.ts';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The SDK's flow components as a channel plugin uses them (tests/fixtures/plugin-roots/flow-list:
 * a Telegram-like channel whose screen is FlowList with a FlowPicker, and which registers an
 * editor panel for a node type of its own): create a flow and the editor opens in its popup
 * with the spec's query, the plugin's node in the editor, enable, clone, share (the server's
 * refusal shown), stats, delete with Undo, and the picker's messages.
 */
const pluginRoot = join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'flow-list');
let t: TestPlatform;
let browser: Browser;
let api: ApiClient;
let page: Page;

beforeAll(async () => {
  // The plugin's web half, built the way a third party builds it (the SDK's build tool, in a
  // process of its own: the bundler does not run inside Jest's module sandbox).
  execFileSync(
    join(repoRoot, 'node_modules', '.bin', 'node'),
    [join(repoRoot, 'sdk', 'src', 'build', 'cli.ts'), join(pluginRoot, 'plugins', 'telegram-test')],
    { cwd: repoRoot, stdio: 'pipe' },
  );
  t = await startTestPlatform({}, { pluginRoot });
  api = new ApiClient(t.url);
  expect((await api.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' })).status).toBe(201);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: api.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const table = () => page.getByRole('table', { name: 'Telegram flows' });
const row = (name: string) =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Open ${name} in the Flow Builder`, exact: true }) });
const toast = (text: string) => page.locator('.p-toast-message').filter({ hasText: text });

describe('The flow list of a channel plugin', () => {
  it('asks for a flow where one must be chosen, and shows the empty list', async () => {
    await page.goto('/telegram/flows');
    await page.getByRole('heading', { name: 'Telegram Flows' }).waitFor();
    await page.getByText('Please select Telegram Flow').waitFor();
    await page.getByText('No Telegram flow yet.').waitFor();
  });

  it('creates a flow and opens it in the editor popup, where the plugin’s own node type has its panel', async () => {
    await page.getByRole('button', { name: 'New flow' }).first().click();
    await page.getByRole('dialog').getByLabel('Name').fill('Order bot');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('dialog').getByRole('button', { name: 'Create and open' }).click()]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    const id = Number(url.pathname.split('/').pop());
    expect(url.pathname).toBe(`/flow-builder/${id}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ flow_name: 'Order bot', page_id: '', channel: 'telegram' });

    await popup.getByRole('heading', { name: 'Order bot' }).waitFor();
    await popup.getByRole('button', { name: 'Add Note' }).press('Enter');
    await popup.locator('.react-flow__node [data-type="TestNote"]').waitFor();
    await popup.getByRole('complementary', { name: 'Flow details' }).getByRole('textbox', { name: 'Note' }).fill('Thanks for your order');
    await popup.locator('[data-testid="save-status"][data-status="saved"]').waitFor({ timeout: 15_000 });
    const draft = (await api.get(`/api/flows/${id}`)).body.draft;
    expect(draft.nodes).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'TestNote', data: { note: 'Thanks for your order' } })]));
    await popup.close();

    await row('Order bot').getByText('draft').waitFor();
  });

  it('disables and clones a flow', async () => {
    await row('Order bot').getByRole('switch', { name: 'Enable Order bot' }).click();
    await toast('Order bot disabled').waitFor();
    const flows = (await api.get('/api/flows?channel=telegram')).body.items;
    expect(flows[0].enabled).toBe(false);

    await row('Order bot').getByRole('button', { name: 'Clone Order bot' }).click();
    await page.locator('.p-paginator-current').filter({ hasText: 'of 2' }).waitFor();
  });

  it('shares by email and shows the server’s refusal', async () => {
    await row('Order bot').getByRole('button', { name: 'Share Order bot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Order bot' });
    await dialog.getByLabel('Login email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await dialog.getByText('You cannot share a flow to your own account.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the stats as percent of sends, and the messages a node could not send with their reasons', async () => {
    await row('Order bot').getByRole('button', { name: 'Stats of Order bot' }).click();
    let dialog = page.getByRole('dialog', { name: 'Stats of Order bot' });
    expect(await dialog.getByTestId('stats-sends').innerText()).toBe('0');
    expect(await dialog.getByTestId('stats-deliveries').innerText()).toBe('0%');
    await dialog.getByText('No button clicks yet.').waitFor();
    await dialog.getByText('No message of this flow failed.').waitFor();
    await page.keyboard.press('Escape');

    // What the runtime records when the platform refuses two messages of a node for good (tests/integration/flows/runtimeFailedSends.test.ts sends them).
    const flow = (await api.get('/api/flows?channel=telegram')).body.items.find((item: { name: string }) => item.name === 'Order bot');
    const em = t.platform.db.em();
    const [subscriber] = await em.execute<{ id: number; account_id: number }[]>(
      `insert into "subscriber" ("account_id", "channel", "channel_account_id", "external_id")
       select "account_id", 'telegram', :channelAccountId, 'chat-1' from "flow" where "id" = :flowId returning "id", "account_id"`,
      { flowId: flow.id, channelAccountId: flow.channelAccountId ?? '' },
    );
    for (const position of [0, 1])
      await em.execute(
        `insert into "outbound_message" ("account_id", "subscriber_id", "channel", "channel_account_id", "flow_id", "node_id", "idempotency_key", "step_key", "position", "message", "state", "error", "failure")
         values (:accountId, :subscriberId, 'telegram', :channelAccountId, :flowId, 'note1', :key, 'step', :position, cast(:message as jsonb), 'failed', 'Forbidden: bot was blocked by the user', 'refused')`,
        {
          accountId: subscriber!.account_id,
          subscriberId: subscriber!.id,
          channelAccountId: flow.channelAccountId ?? '',
          flowId: flow.id,
          key: `e2e-failed-${position}`,
          position,
          message: JSON.stringify({ kind: 'text', text: 'Thanks' }),
        },
      );
    await row('Order bot').getByRole('button', { name: 'Stats of Order bot' }).click();
    dialog = page.getByRole('dialog', { name: 'Stats of Order bot' });
    const failures = dialog.getByRole('table', { name: 'Messages not sent' });
    await failures.waitFor();
    expect(await failures.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Node\s+Not sent$/),
      expect.stringMatching(/^note1\s+2$/),
      expect.stringMatching(/^The platform refused it: Forbidden: bot was blocked by the user\s+2$/),
    ]);
    await page.keyboard.press('Escape');
  });

  it('deletes a flow and brings it back with Undo', async () => {
    const clone = (await api.get('/api/flows?channel=telegram')).body.items.find((flow: { id: number; name: string }) => flow.name !== 'Order bot');
    await row(clone.name)
      .getByRole('button', { name: `Delete ${clone.name}` })
      .click();
    await page.getByRole('dialog', { name: 'Delete the flow?' }).getByRole('button', { name: 'Delete' }).click();
    await page.locator('.p-paginator-current').filter({ hasText: 'of 1' }).waitFor();
    await toast(`${clone.name} deleted`).getByRole('button', { name: 'Undo' }).click();
    await toast(`${clone.name} restored`).waitFor();
    await page.locator('.p-paginator-current').filter({ hasText: 'of 2' }).waitFor();
  });

  it('says when the chosen flow does not exist any more', async () => {
    await page.goto('/telegram/flows?flow=999999');
    await page.getByText('Selected Flow Does Not Exist Please create a valid flow').waitFor();
    const { id } = (await api.get('/api/flows?channel=telegram')).body.items[0];
    await page.getByLabel('Default reply flow').selectOption(String(id));
    await page.getByText('Selected Flow Does Not Exist').waitFor({ state: 'detached' });
  });
});
