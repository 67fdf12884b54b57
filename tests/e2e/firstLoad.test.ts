import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue 11: what the first screen waits for is asked for early and nothing more. The page
 * itself links the stored theme's stylesheet; the login page downloads no web font, not even
 * the icons' (the product's mark is drawn inline), and logs nothing to the console; the
 * dashboard's code loads while the session is being checked; the page does not shift as the
 * header's lazily loaded parts arrive; the login page's and the dashboard's code and the brand
 * are asked for by the page itself, beside its scripts; the toast and the bell's panel are not
 * mounted until they show something; PrimeReact's styles that the app's stylesheet carries are
 * not added to the page again (each addition restyled the whole page).
 */
const password = 'correct horse 1';
/** A phone, as Lighthouse's mobile audit sees the page. */
const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

let t: TestPlatform;
let browser: Browser;

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function signedInContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: t.url, ...phone });
  const page = await context.newPage();
  await page.goto('/home/login');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.close();
  return context;
}

/** The Lara light theme's first surface colour (the dark theme's is not white). */
function surface(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--surface-a').trim().toLowerCase());
}
const white = ['#fff', '#ffffff'];

/** The stylesheet links of the page, in document order. */
function stylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname));
}

describe('the first load', () => {
  it('links the light theme from the page itself, once, ahead of the app styles, fetches no font and logs nothing', async () => {
    const context = await browser.newContext({ baseURL: t.url, ...phone });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    const html = await (await page.goto('/home/login'))!.text();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(html).toContain('data-early-theme');
    const sheets = await stylesheets(page);
    const themes = sheets.filter((path) => /\/assets\/theme-[^/]+\.css$/.test(path));
    expect(themes).toHaveLength(1);
    expect(sheets[0]).toBe(themes[0]);
    expect(white).toContain(await surface(page));
    expect(requested.filter((path) => /\/assets\/theme-[^/]+\.css$/.test(path))).toHaveLength(1);
    expect(requested.filter((path) => /\.(woff2?|ttf|otf)$/.test(path))).toEqual([]);
    // The browser's own line for the session check's 401 (no one is signed in) is not the page's.
    expect(logged.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it("asks for the login page's code and the brand while the scripts download, and for the brand once", async () => {
    const context = await browser.newContext({ baseURL: t.url, ...phone });
    const page = await context.newPage();
    // The entry script is held back: what the page asks for meanwhile, it asked for itself.
    let releaseEntry!: () => void;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/home/login', { waitUntil: 'commit' });
    const askedEarly = async () => requested.some((path) => /\/assets\/LoginScreen-[^/]+\.js$/.test(path)) && requested.includes('/api/whitelabel/current');
    for (let tries = 0; tries < 100 && !(await askedEarly()); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await askedEarly()).toBe(true);
    expect(requested.some((path) => /\/assets\/DashboardScreen-[^/]+\.js$/.test(path))).toBe(true);
    releaseEntry();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path === '/api/whitelabel/current')).toHaveLength(1);
    expect(await page.title()).toContain('Chatmill');
    await context.close();
  });

  it('links the dark theme instead when the browser chose it', async () => {
    const context = await browser.newContext({ baseURL: t.url, ...phone });
    await context.addInitScript(() =>
      localStorage.setItem('chatmill.preferences', JSON.stringify({ theme: 'dark', rtl: false, locale: null, themeChosen: true })),
    );
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/home/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(white).not.toContain(await surface(page));
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    expect(requested.filter((path) => /\/assets\/theme-[^/]+\.css$/.test(path))).toHaveLength(1);
    expect((await stylesheets(page)).filter((path) => /\/assets\/theme-[^/]+\.css$/.test(path))).toHaveLength(1);
    await context.close();
  });

  it("asks for the dashboard's code while the session is still being checked", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    let sessionAnswered = false;
    let screenAskedBeforeSession = false;
    await page.route('**/api/auth/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      sessionAnswered = true;
      await route.continue();
    });
    page.on('request', (request) => {
      if (/\/assets\/DashboardScreen-[^/]+\.js$/.test(new URL(request.url()).pathname) && !sessionAnswered) screenAskedBeforeSession = true;
    });
    await page.goto('/');
    await page.getByText('Welcome, Ada Admin').waitFor();
    expect(screenAskedBeforeSession).toBe(true);
    await context.close();
  });

  it("mounts the toast and the bell's panel only when they have something to show", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('Welcome, Ada Admin').waitFor();
    await page.getByTestId('notification-bell').waitFor();
    await page.waitForLoadState('networkidle');
    // Both are loaded by now (the bell is drawn, the toast's code asked for at idle), and
    // neither is mounted: PrimeReact adds a component's styles to the page when it mounts ...
    const mounted = 'style[data-primereact-style-id="toast"], style[data-primereact-style-id="overlaypanel"], .p-toast';
    expect(await page.locator(mounted).count()).toBe(0);
    // ... and the first click on the bell opens its panel beside it, as every later one does.
    await page.getByTestId('notification-bell').click();
    const panel = page.locator('.p-overlaypanel');
    await panel.getByRole('heading', { name: 'Notifications' }).waitFor();
    const [bell, shown] = [await page.getByTestId('notification-bell').boundingBox(), await panel.boundingBox()];
    expect(shown!.y).toBeGreaterThan(bell!.y);
    expect(Math.abs(shown!.y - (bell!.y + bell!.height))).toBeLessThan(40);
    await context.close();
  });

  it("keeps PrimeReact's styles that the app's stylesheet carries off the page, and adds the others", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const styleIds = () =>
      page.evaluate(() => [...document.querySelectorAll('style[data-primereact-style-id]')].map((style) => style.getAttribute('data-primereact-style-id')));
    await page.goto('/');
    // The contacts plugin's card is a PrimeReact Card: adding its styles (and the base and common ones) restyled the whole page.
    await page.getByTestId('contact-count').waitFor();
    await page.waitForLoadState('networkidle');
    expect((await styleIds()).filter((id) => id !== 'global')).toEqual([]);
    expect(
      await page
        .locator('.p-card')
        .first()
        .evaluate((card) => getComputedStyle(card).boxSizing),
    ).toBe('border-box');
    // A screen with a DataTable: its styles, which the stylesheet does not carry, are added; the buttons' are not, and still apply.
    await page.goto('/web-chat-widget/flow-builder');
    await page.getByRole('table').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await styleIds()).toContain('datatable');
    expect(await styleIds()).not.toContain('button');
    // `vertical-align: bottom` comes only from PrimeReact's button styles.
    const buttonAlign = await page
      .locator('button.p-button')
      .first()
      .evaluate((button) => getComputedStyle(button).verticalAlign);
    expect(buttonAlign).toBe('bottom');
    await context.close();
  });

  it('does not shift the dashboard as the header fills in', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      type Shift = { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      const shifts: { value: number; what: string }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const what = entry.sources
            .map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName)))
            .join(', ');
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, what });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.getByText('Welcome, Ada Admin').waitFor();
    await page.getByTestId('notification-bell').waitFor();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; what: string }[] }).shifts);
    // The shifted elements are in the message when this fails.
    expect({ total: shifts.reduce((sum, shift) => sum + shift.value, 0) < 0.01, shifts }).toEqual({ total: true, shifts });
    await context.close();
  });
});
