import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../core/src/auth/passwordHash.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { flowEditorHelpers } from '../support/flowEditor.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The flow editor in Chromium, in its 1050x700 popup size, on a web chat widget flow: a flow
 * built with the mouse (palette drag and drop, edges drawn between handles, settings in the
 * side panel), a refused connection and its message, the Reference that cannot be deleted,
 * duplicate and undo, autosave surviving a reload, publish twice, and the versions: open one
 * read-only, compare it with the draft, restore it.
 */
let t: TestPlatform;
let browser: Browser;
let api: ApiClient;
let page: Page;
let flowId: number;

beforeAll(async () => {
  t = await startTestPlatform();
  api = new ApiClient(t.url);
  expect((await api.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' })).status).toBe(201);
  const created = await api.post('/api/flows', { name: 'Welcome flow', channel: 'widget' });
  expect(created.status).toBe(201);
  flowId = created.body.id;
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1050, height: 700 } });
  await context.addCookies([{ name: 'cm_session', value: api.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const editorUrl = () => `/flow-builder/${flowId}?flow_name=Welcome%20flow&page_id=&channel=widget`;
const { side, nodesOf, toast, source, target, nodeId, hasCount, connect, dropFromPalette, select, saved, fitView } = flowEditorHelpers(() => page);

describe('The flow builder', () => {
  it('opens a flow in the editor with its Start node', async () => {
    await page.goto(editorUrl());
    await page.getByRole('heading', { name: 'Welcome flow' }).waitFor();
    await nodesOf('Reference').waitFor();
    expect(await page.title()).toContain('Flow Builder');
  });

  it('builds a flow with the mouse: messages with a button, a user input and a condition', async () => {
    // Smaller, so five nodes fit beside each other.
    for (let i = 0; i < 3; i++) await page.locator('.react-flow__controls-zoomout').click();

    await dropFromPalette('Send Message', 0.82, 0.15);
    await dropFromPalette('Send Message', 0.18, 0.15);
    await dropFromPalette('User Input', 0.82, 0.6);
    await dropFromPalette('Condition', 0.18, 0.85);
    await hasCount(nodesOf('NewMessageSet'), 2);
    expect(await nodesOf('UserInput').count()).toBe(1);
    expect(await nodesOf('Condition').count()).toBe(1);

    // The start: a keyword.
    await select('Reference');
    await side().getByRole('button', { name: 'Add keyword' }).click();
    await side().getByRole('textbox', { name: 'Keyword', exact: true }).fill('hello');

    // The first message: text with a button.
    await select('NewMessageSet', 0);
    await side().getByRole('button', { name: 'Text with buttons' }).click();
    await side().getByRole('textbox', { name: 'Text', exact: true }).fill('Hi! Shall we start?');
    await side().getByRole('textbox', { name: 'Title', exact: true }).fill('Yes');

    // The second message: plain text.
    await select('NewMessageSet', 1);
    await side().getByRole('button', { name: 'Text', exact: true }).click();
    await side().getByRole('textbox', { name: 'Text', exact: true }).fill('Great, here we go.');

    // A user input is configured before it is connected (spec 2, 5).
    await select('UserInput');
    await side().getByLabel('Question').fill('What is your email?');
    await side().getByLabel('Answer must be').selectOption('email');
    await side().getByLabel('Save the answer to custom variable').fill('email');

    await select('Condition');
    await side().getByRole('button', { name: 'Add rule' }).click();
    await side().getByRole('textbox', { name: 'Tag', exact: true }).fill('vip');

    await fitView();
    const start = await nodeId('Reference');
    const first = await nodeId('NewMessageSet', 0);
    const second = await nodeId('NewMessageSet', 1);
    const input = await nodeId('UserInput');
    const condition = await nodeId('Condition');
    const button = await page.locator(`.react-flow__handle.source[data-nodeid="${first}"][data-handleid^="button:"]`).getAttribute('data-handleid');

    await connect(source(start, 'next'), target(first), 1);
    await connect(source(first, button!), target(second), 2);
    await connect(source(first, 'next'), target(input), 3);
    await connect(source(input, 'next'), target(condition), 4);
    await hasCount(page.locator('.react-flow__edge'), 4);
  });

  it('refuses a connection the rules forbid, with its message', async () => {
    const first = await nodeId('NewMessageSet', 0);
    const condition = await nodeId('Condition');
    const button = await page.locator(`.react-flow__handle.source[data-nodeid="${first}"][data-handleid^="button:"]`).getAttribute('data-handleid');
    // The button is taken; and a Next Step button leads only to a message.
    await connect(source(first, button!), target(condition));
    await toast('Connection Not Allowed').first().waitFor();
    expect(await page.locator('.react-flow__edge').count()).toBe(4);
  });

  it('keeps the Start node, and duplicates and undoes with the keyboard', async () => {
    await select('Reference');
    await page.keyboard.press('Delete');
    await toast('Clone or Delete Not Allowed').first().waitFor();
    expect(await nodesOf('Reference').count()).toBe(1);

    await select('Condition');
    await page.keyboard.press('Control+d');
    await hasCount(nodesOf('Condition'), 2);
    await page.keyboard.press('Control+z');
    await hasCount(nodesOf('Condition'), 1);
    await page.keyboard.press('Control+Shift+z');
    await hasCount(nodesOf('Condition'), 2);
    await page.keyboard.press('Control+z');
    await hasCount(nodesOf('Condition'), 1);

    // A palette item is a button: Enter adds its node in the middle of the view; Ctrl+Z takes it back.
    await page.getByRole('button', { name: 'Add Action' }).press('Enter');
    await hasCount(nodesOf('Action'), 1);
    await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await hasCount(nodesOf('Action'), 0);
  });

  it('autosaves: a reload shows the flow as it was built, and a change made just before is not lost', async () => {
    await saved();
    await page.reload();
    await nodesOf('Reference').waitFor();
    await hasCount(page.locator('.react-flow__edge'), 4);
    expect(await nodesOf('NewMessageSet').count()).toBe(2);
    await nodesOf('NewMessageSet').filter({ hasText: 'Great, here we go.' }).waitFor();
    const stored = await api.get(`/api/flows/${flowId}`);
    expect(stored.body.draft.nodes).toHaveLength(5);
    expect(stored.body.draft.edges).toHaveLength(4);

    // A change the server never got (its saves fail), then a reload: the tab kept it, and saves it now.
    const drafts = '**/api/flows/*/draft';
    await page.route(drafts, (route) => route.abort());
    await select('Condition');
    await side().getByRole('textbox', { name: 'Tag', exact: true }).fill('vip2');
    await page.locator('[data-testid="save-status"][data-status="offline"]').waitFor();
    expect(JSON.stringify((await api.get(`/api/flows/${flowId}`)).body.draft)).not.toContain('vip2');
    await page.reload();
    await page.unroute(drafts);
    await nodesOf('Condition').filter({ hasText: 'vip2' }).waitFor();
    await saved();
    expect(JSON.stringify((await api.get(`/api/flows/${flowId}`)).body.draft)).toContain('vip2');
  });

  it('publishes, and publishes again after a change', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast('Published as version 1').waitFor();

    await select('NewMessageSet', 1);
    await side().getByRole('textbox', { name: 'Text', exact: true }).fill('Great, let us begin.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast('Published as version 2').waitFor();
    expect((await api.get(`/api/flows/${flowId}`)).body.publishedVersion).toBe(2);
  });

  it('asks to override a postback id another flow starts on, and publishes once the owner does', async () => {
    const offers = await api.post('/api/flows', { name: 'Offers', channel: 'widget' });
    const graph = {
      nodes: [
        { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { postbackId: 'GET_OFFERS' } },
        { id: 'm', type: 'NewMessageSet', position: { x: 250, y: 0 }, data: { items: [{ id: 't', kind: 'text', text: 'Our offers' }] } },
      ],
      edges: [{ id: 'e', source: 'start', sourceHandle: 'next', target: 'm' }],
    };
    expect((await api.request('PUT', `/api/flows/${offers.body.id}/draft`, { graph, revision: offers.body.draftRevision })).status).toBe(200);
    expect((await api.post(`/api/flows/${offers.body.id}/publish`, {})).status).toBe(200);

    await select('Reference');
    await side().getByRole('textbox', { name: 'Postback ID' }).fill('GET_OFFERS');
    await saved();
    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Postback ID already used' });
    await dialog.getByText('The flow “Offers” starts on the postback id “GET_OFFERS” too.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Override' }).click();
    await toast('Published as version 3').waitFor();
  });

  it('tries the draft in the simulator: a keyword, a button, a wrong then a right answer, a reset', async () => {
    await page.getByRole('tab', { name: 'Simulator' }).click();
    const log = page.getByRole('log', { name: 'Test conversation' });
    const message = side().getByRole('textbox', { name: 'Message' });
    await message.fill('hello');
    await message.press('Enter');
    await log.getByText('Hi! Shall we start?').waitFor();
    await log.getByText('What is your email?').waitFor();
    await side().getByText("Waiting for the subscriber's answer.").waitFor();

    await message.fill('not an email');
    await message.press('Enter');
    await log.getByText('That does not look right. Please try again.').waitFor();
    await message.fill('ada@example.com');
    await message.press('Enter');
    await side().getByText('Variables: email = ada@example.com').waitFor();

    await log.getByRole('button', { name: 'Yes' }).click();
    await log.getByText('Great, let us begin.').waitFor();

    await side().getByRole('button', { name: 'Reset' }).click();
    expect(await log.getByText('Hi! Shall we start?').count()).toBe(0);
  });

  it('opens an earlier version read-only, compares it, and restores it', async () => {
    await page.getByRole('tab', { name: 'Versions' }).click();
    await side().getByRole('listitem', { name: 'Version 2' }).waitFor();

    await side().getByRole('button', { name: 'Open version 1' }).click();
    const preview = page.getByTestId('version-preview');
    await hasCount(preview.locator('.react-flow__node'), 5);
    await preview.getByText('Great, here we go.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await side().getByRole('button', { name: 'Compare version 1 with the current draft' }).click();
    const changed = page.getByTestId('compare-changed');
    await changed.getByRole('cell', { name: 'Great, here we go.' }).waitFor();
    await changed.getByRole('cell', { name: 'Great, let us begin.' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await side().getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
    await toast('Version 1 restored into the draft').waitFor();
    await nodesOf('NewMessageSet').filter({ hasText: 'Great, here we go.' }).waitFor();
    await saved();
    const draft = (await api.get(`/api/flows/${flowId}`)).body.draft;
    expect(JSON.stringify(draft)).toContain('Great, here we go.');
  });

  it("says 'ACTION DENIED!' to a team member who may read but not create and edit flows", async () => {
    const slug = 'web-chat-widget/flow-builder';
    const level = await api.post('/api/access-levels', {
      name: 'Flow readers',
      permissions: [{ slug, read: true, edit: false, create: false, delete: false }],
    });
    expect(level.status).toBe(201);
    const invited = await api.post('/api/team-members', {
      name: 'Rita Reader',
      email: 'rita@example.com',
      accessType: 'team_member',
      accessLevelId: level.body.id,
    });
    expect(invited.status).toBe(201);
    await t.platform.db.em().nativeUpdate(UserSchema, { id: invited.body.member.id }, { passwordHash: await hashPassword('rita password 1'), verified: true });
    const rita = new ApiClient(t.url);
    expect((await rita.post('/api/auth/login', { email: 'rita@example.com', password: 'rita password 1' })).status).toBe(200);
    expect((await rita.get(`/api/flows/${flowId}`)).status).toBe(200);

    const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1050, height: 700 } });
    await context.addCookies([{ name: 'cm_session', value: rita.cookie('cm_session')!, url: t.url }]);
    const denied = await context.newPage();
    await denied.goto(editorUrl());
    await denied.getByRole('heading', { name: 'ACTION DENIED!' }).waitFor();
    await denied.getByText('Sorry, your account does not have permission for this action.').first().waitFor();
    expect(await denied.locator('.react-flow').count()).toBe(0);
    await context.close();
  });

  it('shows a shared flow on the public share screen, and imports it after login', async () => {
    const bob = new ApiClient(t.url);
    expect((await bob.post('/api/auth/register', { name: 'Bob Owner', email: 'bob@example.com', password: 'bob password 1' })).status).toBe(201);
    expect((await api.post(`/api/flows/${flowId}/share`, { email: 'bob@example.com' })).status).toBe(200);

    // A visitor without a session: the screen needs none (spec 1, 2.1).
    const visitor = await browser.newContext({ baseURL: t.url, viewport: { width: 1050, height: 700 } });
    const share = await visitor.newPage();
    await share.goto(`/flow-power-sharing/${flowId}`);
    await share.getByRole('heading', { name: 'A flow was shared with you' }).waitFor();
    await share.getByText('Welcome flow').waitFor();
    await share.getByText('Web Chat Widget').waitFor();
    await share.getByRole('button', { name: 'Import' }).click();
    await share.waitForURL('**/home/login?next=**');
    await share.getByLabel('Email', { exact: true }).fill('bob@example.com');
    await share.getByLabel('Password', { exact: true }).fill('bob password 1');
    await share.getByRole('button', { name: 'Log in' }).click();
    await share.waitForURL(`**/flow-power-sharing/${flowId}`);
    await share.getByRole('button', { name: 'Import' }).click();
    await share.getByText('Welcome flow is now in your flows.').waitFor();
    const imported = (await bob.get('/api/flows?channel=widget')).body.items;
    expect(imported).toEqual([expect.objectContaining({ name: 'Welcome flow', status: 'shared' })]);
    await visitor.close();
  });
});
