import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';

/**
 * How a browser test drives the flow editor (web/src/flow-builder) with the mouse: find nodes
 * and handles, drop palette items, draw edges, select a node for its side panel, wait for
 * autosave. `page` is a getter because the tests open their page in `beforeAll`, after these
 * helpers are made at the top of the file.
 */
export function flowEditorHelpers(page: () => Page) {
  const side = () => page().getByRole('complementary', { name: 'Flow details' });
  const nodesOf = (type: string) => page().locator(`.react-flow__node [data-type="${type}"]`);
  const nodeById = (id: string) => page().getByTestId(`flow-node-${id}`);
  const toast = (text: string) => page().locator('.p-toast-message').filter({ hasText: text });
  const source = (id: string, handle: string) => page().locator(`.react-flow__handle.source[data-nodeid="${id}"][data-handleid="${handle}"]`);
  const target = (id: string) => page().locator(`.react-flow__handle.target[data-nodeid="${id}"]`);
  const edges = () => page().locator('.react-flow__edge');

  /** The graph id of the `index`th node of a type, in the canvas's order. */
  async function nodeId(type: string, index = 0): Promise<string> {
    const testId = await nodesOf(type).nth(index).getAttribute('data-testid');
    return testId!.replace('flow-node-', '');
  }

  /** The ids of every node of a type on the canvas. */
  async function nodeIds(type: string): Promise<string[]> {
    const testIds = await nodesOf(type).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
    return testIds.map((testId) => testId.replace('flow-node-', ''));
  }

  /** Waits until the locator finds exactly `count` elements (the canvas redraws asynchronously). */
  async function hasCount(locator: Locator, count: number, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    let seen = await locator.count();
    while (seen !== count && Date.now() < until) {
      await page().waitForTimeout(100);
      seen = await locator.count();
    }
    expect(seen).toBe(count);
  }

  /**
   * Where an element is on the screen, once it is laid out: right after the editor opens (or the
   * window is resized) the canvas may exist with no box yet, and a drag aimed at it would miss.
   */
  async function boxOf(locator: Locator, timeoutMs = 10_000): Promise<{ x: number; y: number; width: number; height: number }> {
    await locator.waitFor({ state: 'visible', timeout: timeoutMs });
    const until = Date.now() + timeoutMs;
    let box = await locator.boundingBox();
    while ((!box || box.width === 0 || box.height === 0) && Date.now() < until) {
      await page().waitForTimeout(100);
      box = await locator.boundingBox();
    }
    if (!box || box.width === 0 || box.height === 0) throw new Error(`${String(locator)} has no size on the screen after ${timeoutMs} ms`);
    return box;
  }

  /** Draws an edge with the mouse, from an output handle to a node's input; `count`: how many edges there are after. */
  async function connect(from: Locator, to: Locator, count?: number): Promise<void> {
    const a = await boxOf(from);
    const b = await boxOf(to);
    const mouse = page().mouse;
    await mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await mouse.down();
    await mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 8 });
    await mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await page().waitForTimeout(50);
    await mouse.up();
    if (count !== undefined) await hasCount(edges(), count);
  }

  /** Drags a palette item onto the canvas, to a point given as fractions of the canvas. */
  async function dropFromPalette(label: string, fx: number, fy: number): Promise<void> {
    const pane = page().locator('.react-flow__pane');
    const box = await boxOf(pane);
    await page()
      .getByRole('button', { name: `Add ${label}` })
      .dragTo(pane, { targetPosition: { x: box.width * fx, y: box.height * fy } });
  }

  /** Drops a palette item (as dropFromPalette) and answers the id of the node it made. */
  async function dropNode(label: string, type: string, fx: number, fy: number): Promise<string> {
    const before = await nodeIds(type);
    await dropFromPalette(label, fx, fy);
    await hasCount(nodesOf(type), before.length + 1);
    const added = (await nodeIds(type)).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    return added[0]!;
  }

  /** Selects the `index`th node of a type, which opens its settings in the side panel. */
  async function select(type: string, index = 0): Promise<void> {
    await nodesOf(type).nth(index).locator('.fb-node-head').click();
  }

  /** Selects a node by its graph id. */
  async function selectNode(id: string): Promise<void> {
    await nodeById(id).locator('.fb-node-head').click();
  }

  /** Waits until the draft is saved on the server. */
  async function saved(): Promise<void> {
    await page().locator('[data-testid="save-status"][data-status="saved"]').waitFor({ timeout: 15_000 });
  }

  /**
   * Everything in view, and away from the canvas's edges: a drag that starts near an edge pans
   * the canvas (React Flow's auto-pan), which would move the target away from the mouse.
   */
  async function fitView(): Promise<void> {
    await page().locator('.react-flow__controls-fitview').click();
    await page().locator('.react-flow__controls-zoomout').click();
    await page().waitForTimeout(350);
  }

  return {
    side,
    nodesOf,
    nodeById,
    toast,
    source,
    target,
    edges,
    nodeId,
    nodeIds,
    hasCount,
    boxOf,
    connect,
    dropFromPalette,
    dropNode,
    select,
    selectNode,
    saved,
    fitView,
  };
}
