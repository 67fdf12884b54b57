import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { flowEditorPath } from '../../sdk/src/web/flows/openFlowEditor.ts';
import { embedSnippet } from '../../plugins/web-chat-widget/src/web/embedSnippet.ts';
import { ApiClient } from '../support/apiClient.ts';
import { flowEditorHelpers } from '../support/flowEditor.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';
import { launchChromiumForSites, openSite } from '../support/widgetSites.ts';

/**
 * The whole loop of issue 6 in one scenario: an owner builds a widget flow with the mouse in
 * the editor (a keyword, a message with two buttons, a user input, a condition), is refused a
 * connection the rules forbid, publishes; visitors of the widget's site chat through every
 * branch of it (a button, the other button, a wrong then a right answer, the condition's Yes and
 * No); then the owner publishes a change and restores the first version into the draft.
 */
const site = 'https://pizza.example.com';
const widgetTitle = 'Pizza Place';
/** The flow answers through the job queue: a reply may take a moment on a busy machine. */
const reply = { timeout: 20_000 };

let t: TestPlatform;
let browser: Browser;
let owner: ApiClient;
let editor: Page;
let sites: BrowserContext;
let widgetId: string;
let flowId: number;

beforeAll(async () => {
  t = await startTestPlatform();
  expect((await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' })).status).toBe(201);
  owner = new ApiClient(t.url);
  expect((await owner.post('/api/auth/register', { name: 'Pia Pizza', email: 'pia@example.com', password: 'pia password 1' })).status).toBe(201);
  const widget = await owner.post('/api/web-chat-widget/accounts', { name: 'Pizza chat', title: widgetTitle, domains: [site] });
  expect(widget.status).toBe(201);
  widgetId = widget.body.widgetId;
  const flow = await owner.post('/api/flows', { name: 'Pizza bot', channel: 'widget', channelAccountId: widgetId });
  expect(flow.status).toBe(201);
  flowId = flow.body.id;

  browser = await launchChromiumForSites();
  // The editor's popup size (spec 2, 2).
  const dashboard = await browser.newContext({ baseURL: t.url, viewport: { width: 1050, height: 700 } });
  await dashboard.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  editor = await dashboard.newPage();
  sites = await browser.newContext({ viewport: { width: 1200, height: 800 } });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const { side, nodeId, nodeById, toast, source, target, edges, hasCount, connect, dropNode, selectNode, saved, fitView } = flowEditorHelpers(() => editor);
/** The output handle of a node beside the label it shows (a button's title, 'Yes', 'No', 'Next'). */
const output = (nodeId: string, label: string) =>
  nodeById(nodeId)
    .locator('.fb-node-output')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('.react-flow__handle');

/** The graph ids of the nodes the owner adds, by their role in the conversation. */
const ids = { start: '', offer: '', order: '', email: '', check: '', colleague: '', stranger: '', menu: '' };

async function publish(version: number): Promise<void> {
  await saved();
  await editor.getByRole('button', { name: 'Publish' }).click();
  await toast(`Published as version ${version}`).waitFor();
}

/** The widget on a page of its site, its chat opened. */
async function openChat(context: BrowserContext): Promise<{ page: Page; log: Locator; say(text: string): Promise<void> }> {
  const page = await openSite(context, `${site}/`, embedSnippet(t.url, widgetId));
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.getByRole('dialog', { name: widgetTitle });
  const message = chat.getByLabel('Message');
  return {
    page,
    log: chat.getByRole('log', { name: 'Conversation' }),
    say: async (text) => {
      await message.fill(text);
      await message.press('Enter');
    },
  };
}

describe('a flow built in the editor runs on the web chat widget', () => {
  it('opens the widget flow in the editor, as the flow list opens its popup', async () => {
    await editor.goto(flowEditorPath({ id: flowId, name: 'Pizza bot', channel: 'widget', channelAccountId: widgetId }));
    await editor.getByRole('heading', { name: 'Pizza bot' }).waitFor();
    // Waits for the node itself (a snapshot of the canvas can fall between two renders under load).
    ids.start = await nodeId('Reference');
  });

  it('adds and configures the steps with the mouse: keyword, message with two buttons, user input, condition', async () => {
    // Smaller, so eight nodes fit in the popup's canvas; the Start node is in the middle, and a
    // node is dropped centred on the point given (fractions of the canvas).
    for (let i = 0; i < 3; i++) await editor.locator('.react-flow__controls-zoomout').click();
    ids.menu = await dropNode('Send Message', 'NewMessageSet', 0.15, 0.12);
    ids.offer = await dropNode('Send Message', 'NewMessageSet', 0.5, 0.15);
    ids.order = await dropNode('Send Message', 'NewMessageSet', 0.85, 0.3);
    ids.email = await dropNode('User Input', 'UserInput', 0.15, 0.45);
    ids.check = await dropNode('Condition', 'Condition', 0.2, 0.8);
    ids.colleague = await dropNode('Send Message', 'NewMessageSet', 0.75, 0.7);
    ids.stranger = await dropNode('Send Message', 'NewMessageSet', 0.75, 0.9);
    await fitView();

    await selectNode(ids.start);
    await side().getByRole('button', { name: 'Add keyword' }).click();
    await side().getByRole('textbox', { name: 'Keyword', exact: true }).fill('pizza');
    await side().getByLabel('Match', { exact: true }).selectOption('match');

    await selectNode(ids.offer);
    await side().getByRole('button', { name: 'Text with buttons' }).click();
    await side().getByRole('textbox', { name: 'Text', exact: true }).fill('Hungry? What would you like?');
    await side().getByRole('button', { name: 'Add Button' }).click();
    const titles = side().getByRole('textbox', { name: 'Title', exact: true });
    await titles.nth(0).fill('Order');
    await titles.nth(1).fill('Menu');

    for (const [id, text] of [
      [ids.menu, 'Margherita, Diavola'],
      [ids.order, 'Let us take your order.'],
      [ids.colleague, 'Welcome back, colleague'],
      [ids.stranger, 'Thanks, we will write to you'],
    ] as const) {
      await selectNode(id);
      await side().getByRole('button', { name: 'Text', exact: true }).click();
      await side().getByRole('textbox', { name: 'Text', exact: true }).fill(text);
    }

    // A user input is configured before it is connected (spec 2, 5).
    await selectNode(ids.email);
    await side().getByLabel('Question').fill('What is your email?');
    await side().getByLabel('Answer must be').selectOption('email');
    await side().getByLabel('Save the answer to custom variable').fill('email');
    await side().getByLabel('Message after a wrong answer').fill('That is not an email. Please try again.');

    await selectNode(ids.check);
    await side().getByRole('button', { name: 'Add rule' }).click();
    await side().getByLabel('Qualifier').selectOption('variable');
    await side().getByRole('textbox', { name: 'Custom variable', exact: true }).fill('email');
    await side().getByLabel('Operator').selectOption('contains');
    await side().getByRole('textbox', { name: 'Value', exact: true }).fill('@example.com');

    await nodeById(ids.offer).getByText('Hungry? What would you like?').waitFor();
    await nodeById(ids.check).getByText('{{email}} contains @example.com').waitFor();
  });

  it('refuses a connection the rules forbid, saying why', async () => {
    // The configured nodes grew: all in view again.
    await fitView();
    // The start leads only to a message; a user input follows the message that asks.
    await connect(source(ids.start, 'next'), target(ids.email));
    const refused = toast('Connection Not Allowed').first();
    await refused.waitFor();
    await refused.getByText('“Next” connects only to Send Message.').waitFor();
    // Out of the way of the edges still to draw.
    await refused.locator('.p-toast-icon-close').click();
    await refused.waitFor({ state: 'detached' });
    expect(await edges().count()).toBe(0);
  });

  it('connects every branch with the mouse and publishes version 1', async () => {
    await connect(source(ids.start, 'next'), target(ids.offer), 1);
    await connect(output(ids.offer, 'Order'), target(ids.order), 2);
    await connect(output(ids.offer, 'Menu'), target(ids.menu), 3);
    await connect(source(ids.order, 'next'), target(ids.email), 4);
    await connect(source(ids.email, 'next'), target(ids.check), 5);
    await connect(source(ids.check, 'true'), target(ids.colleague), 6);
    await connect(source(ids.check, 'false'), target(ids.stranger), 7);
    await hasCount(editor.getByRole('img', { name: 'This node has problems' }), 0);

    await publish(1);
    const published = (await owner.get(`/api/flows/${flowId}`)).body;
    expect(published).toMatchObject({ status: 'published', publishedVersion: 1, problems: [] });
    expect(published.draft.nodes).toHaveLength(8);
    expect(published.draft.edges).toHaveLength(7);
  });

  it('chats on a page of the widget’s site through the buttons, a wrong and a right answer, and the Yes branch', async () => {
    const { page, log, say } = await openChat(sites);
    await say('pizza');
    await log.getByText('Hungry? What would you like?').waitFor(reply);
    await log.getByRole('button', { name: 'Menu' }).click();
    await log.getByText('Margherita, Diavola').waitFor(reply);

    await say('pizza');
    await hasCount(log.getByText('Hungry? What would you like?'), 2, reply.timeout);
    await log.getByRole('button', { name: 'Order' }).last().click();
    await log.getByText('Let us take your order.').waitFor(reply);
    await log.getByText('What is your email?').waitFor(reply);
    await say('not an email');
    await log.getByText('That is not an email. Please try again.').waitFor(reply);
    await say('ann@example.com');
    await log.getByText('Welcome back, colleague').waitFor(reply);
    expect(await log.getByText('Thanks, we will write to you').count()).toBe(0);
    await page.close();
  });

  it('takes another visitor, in a browser of their own, down the No branch', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    const { log, say } = await openChat(visitor);
    // The keyword's strictness is 'match': any case.
    await say('Pizza');
    await log.getByRole('button', { name: 'Order' }).click(reply);
    await log.getByText('What is your email?').waitFor(reply);
    await say('bob@elsewhere.test');
    await log.getByText('Thanks, we will write to you').waitFor(reply);
    expect(await log.getByText('Welcome back, colleague').count()).toBe(0);
    // The first visitor's conversation is not shown to this one.
    expect(await log.getByText('Margherita, Diavola').count()).toBe(0);
    await visitor.close();
  });

  it('publishes a change as version 2, then restores version 1 into the draft', async () => {
    await selectNode(ids.menu);
    await side().getByRole('textbox', { name: 'Text', exact: true }).fill('Margherita, Diavola, Marinara');
    await nodeById(ids.menu).getByText('Margherita, Diavola, Marinara').waitFor();
    await publish(2);

    await editor.getByRole('tab', { name: 'Versions' }).click();
    await side().getByRole('listitem', { name: 'Version 2' }).waitFor();
    await side().getByRole('button', { name: 'Restore version 1' }).click();
    await editor.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
    await toast('Version 1 restored into the draft').waitFor();
    await nodeById(ids.menu).getByText('Margherita, Diavola', { exact: true }).waitFor();
    expect(await editor.getByText('Margherita, Diavola, Marinara').count()).toBe(0);
    await hasCount(edges(), 7);

    await saved();
    const flow = (await owner.get(`/api/flows/${flowId}`)).body;
    expect(JSON.stringify(flow.draft)).toContain('"Margherita, Diavola"');
    expect(JSON.stringify(flow.draft)).not.toContain('Marinara');
    // Restoring changes the draft only: the widget still runs version 2 until the next publish.
    expect(flow.publishedVersion).toBe(2);
  });
});
