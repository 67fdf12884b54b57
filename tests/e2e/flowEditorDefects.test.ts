import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { flowEditorHelpers } from '../support/flowEditor.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The flow editor's smaller defects (issue 21) in Chromium: a draft with an empty button title
 * still saves and says in words what is missing; an output dropped on empty canvas offers the
 * node types that may follow it and creates the chosen one there, connected; new nodes never
 * land on top of others.
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
  const created = await api.post('/api/flows', { name: 'Defects flow', channel: 'widget' });
  expect(created.status).toBe(201);
  flowId = created.body.id;
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1050, height: 700 } });
  await context.addCookies([{ name: 'cm_session', value: api.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
  await page.goto(`/flow-builder/${flowId}?flow_name=Defects%20flow&page_id=&channel=widget`);
  await page.getByRole('heading', { name: 'Defects flow' }).waitFor();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const { side, nodesOf, source, nodeId, nodeIds, hasCount, boxOf, edges, select, saved, fitView } = flowEditorHelpers(() => page);

/** The boxes of every node on the canvas, in window pixels. */
async function nodeBoxes(): Promise<Array<{ id: string; x: number; y: number; width: number; height: number }>> {
  return page.locator('.react-flow__node').evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return { id: node.getAttribute('data-id') ?? '', x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
}

/** Pairs of nodes whose boxes overlap. */
async function overlapping(): Promise<string[]> {
  const boxes = await nodeBoxes();
  const pairs: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) pairs.push(`${a.id}/${b.id}`);
    }
  }
  return pairs;
}

/** A point of the canvas's background right of `from` (a handle), at least 40px clear of every node. */
async function emptyPointRightOf(from: { x: number; y: number }): Promise<{ x: number; y: number }> {
  for (const dx of [100, 140, 180, 220, 260, 80]) {
    for (const dy of [0, 60, -60, 120, -120, 180]) {
      const point = { x: from.x + dx, y: from.y + dy };
      const empty = await page.evaluate(
        ({ x, y }) =>
          [
            [0, 0],
            [40, 0],
            [-40, 0],
            [0, 40],
            [0, -40],
          ].every(([ox, oy]) => {
            const element = document.elementFromPoint(x + ox!, y + oy!);
            return element?.closest('.react-flow__pane') != null && element.closest('.react-flow__node, .react-flow__panel') === null;
          }),
        point,
      );
      if (empty) return point;
    }
  }
  throw new Error('No empty canvas beside the handle.');
}

/** Smaller, so there is empty canvas around the nodes. */
async function zoomOut(times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.locator('.react-flow__controls-zoomout').click();
  await page.waitForTimeout(300);
}

/** Drags from an output handle and lets go on empty canvas; answers where. */
async function dropConnectionOnCanvas(nodeIdOf: string, handle: string): Promise<{ x: number; y: number }> {
  const box = await boxOf(source(nodeIdOf, handle));
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const to = await emptyPointRightOf(from);
  const mouse = page.mouse;
  await mouse.move(from.x, from.y);
  await mouse.down();
  await mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 8 });
  await mouse.move(to.x, to.y, { steps: 8 });
  await page.waitForTimeout(50);
  await mouse.up();
  return to;
}

describe('The flow editor (issue 21)', () => {
  it('saves a draft whose button has no title yet, and names what is missing in words', async () => {
    await page.getByRole('button', { name: 'Add Send Message', exact: true }).click();
    await hasCount(nodesOf('NewMessageSet'), 1);
    await side().getByRole('button', { name: 'Text with buttons' }).click();
    await side().getByRole('textbox', { name: 'Text', exact: true }).fill('Shall we start?');
    expect(await side().getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('');
    await saved();

    const stored = (await api.get(`/api/flows/${flowId}`)).body;
    const message = stored.draft.nodes.find((node: { type: string }) => node.type === 'NewMessageSet');
    expect(message.data.items[0]).toMatchObject({ kind: 'buttons', text: 'Shall we start?', buttons: [expect.objectContaining({ title: '' })] });

    await page.reload();
    await nodesOf('NewMessageSet').filter({ hasText: 'Shall we start?' }).waitFor();
    await page.getByRole('tab', { name: /^Problems/ }).click();
    const problem = side().locator('.fb-problem').filter({ hasText: 'Fill in the title of button 1 of message 1.' });
    await problem.waitFor();
    expect(await problem.innerText()).toContain('Stops publishing');
    expect(await side().innerText()).not.toMatch(/items\.0|Too small/);
    expect(await page.locator('[data-testid="save-status"]').getAttribute('data-status')).toBe('saved');
  });

  it('offers the fitting node types where an output is dropped on empty canvas, and adds the chosen one there, connected', async () => {
    await fitView();
    await zoomOut(2);
    const start = await nodeId('Reference');
    const message = await nodeId('NewMessageSet');
    const before = (await api.get(`/api/flows/${flowId}`)).body.draft.edges.length;
    const shownEdges = await edges().count();

    // The Start leads only to a message.
    await dropConnectionOnCanvas(start, 'next');
    const menu = page.getByTestId('connect-palette');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Send Message']);
    await page.keyboard.press('Escape');
    await hasCount(menu, 0);
    await hasCount(nodesOf('NewMessageSet'), 1);

    // A message's own output: the menu holds what may follow a message, by keyboard.
    const dropped = await dropConnectionOnCanvas(message, 'next');
    await menu.waitFor();
    const offered = await menu.getByRole('menuitem').allInnerTexts();
    expect(offered).toEqual(expect.arrayContaining(['Send Message', 'Condition', 'Action']));
    expect(offered).not.toContain('User Input'); // it must be configured before it is connected (spec 2, 5)
    expect(offered).not.toContain('Time Gap'); // it cannot directly follow a message
    expect(await menu.getByRole('menuitem', { name: 'Send Message' }).evaluate((item) => item === document.activeElement)).toBe(true);
    for (let i = 0; i < offered.indexOf('Condition'); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await hasCount(nodesOf('Condition'), 1);
    await hasCount(menu, 0);
    const condition = await nodeId('Condition');
    await hasCount(edges(), shownEdges + 1);
    // Where the connection was dropped: the new node's input is there.
    const box = await boxOf(nodesOf('Condition'));
    expect(Math.abs(box.x - dropped.x)).toBeLessThan(40);
    expect(Math.abs(box.y + 20 - dropped.y)).toBeLessThan(60);

    await saved();
    const draft = (await api.get(`/api/flows/${flowId}`)).body.draft;
    expect(draft.edges).toHaveLength(before + 1);
    expect(draft.edges).toContainEqual(expect.objectContaining({ source: message, sourceHandle: 'next', target: condition }));
  });

  it('never puts a new node on top of another: palette adds, duplicates and dropped connections', async () => {
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Add Action', exact: true }).click();
    await hasCount(nodesOf('Action'), 4);
    await fitView();
    await select('Condition');
    await side().getByRole('heading', { name: 'Condition' }).waitFor();
    await page.keyboard.press('Control+d');
    await page.keyboard.press('Control+d');
    await hasCount(nodesOf('Condition'), 3);
    const message = await nodeId('NewMessageSet');
    await fitView();
    await zoomOut(2);
    // Its Next output is taken (by the Condition): nothing more can follow it.
    await dropConnectionOnCanvas(message, 'next');
    const menu = page.getByTestId('connect-palette');
    await menu.getByText('No step can follow this output.').waitFor();
    await page.keyboard.press('Escape');
    await hasCount(menu, 0);
    // Its button leads to a message.
    const button = await page.locator(`.react-flow__handle.source[data-nodeid="${message}"][data-handleid^="button:"]`).getAttribute('data-handleid');
    await dropConnectionOnCanvas(message, button!);
    await menu.getByRole('menuitem', { name: 'Send Message' }).click();
    await hasCount(nodesOf('NewMessageSet'), 2);
    await page.waitForTimeout(300); // React Flow measures the new cards
    expect(await overlapping()).toEqual([]);

    await saved();
    const stored = (await api.get(`/api/flows/${flowId}`)).body.draft.nodes as Array<{ id: string; position: { x: number; y: number } }>;
    expect(stored).toHaveLength((await nodeIds('Action')).length + (await nodeIds('Condition')).length + 3);
    expect(new Set(stored.map((node) => `${node.position.x},${node.position.y}`)).size).toBe(stored.length);
  });
});
