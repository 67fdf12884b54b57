import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue: the dashboard sent no Content-Security-Policy. It does now, and the dashboard works
 * under it: the screens load, their scripts run, and the browser reports no violation (a
 * violation is something the product itself needs and the policy forbids).
 */
const password = 'correct horse 1';
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

/** Every violation the page reports, and every console line about the policy. */
async function watch(context: BrowserContext): Promise<{ page: Page; violations: string[] }> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { violations?: string[] }).violations ??= []);
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return { page, violations };
}

async function reported(page: Page, violations: string[]): Promise<string[]> {
  return [...violations, ...(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []))];
}

describe('the dashboard under its Content-Security-Policy', () => {
  it('signs in and opens its screens without a violation', async () => {
    const context = await browser.newContext({ baseURL: t.url });
    const { page, violations } = await watch(context);
    const login = await page.goto('/home/login');
    expect(login!.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Welcome, Ada Admin').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await reported(page, violations)).toEqual([]);

    for (const path of ['/contacts/contact-list', '/web-chat-widget/flow-builder', '/my-account/user-settings', '/admin', '/developers/api']) {
      const answer = await page.goto(path);
      expect(answer!.headers()['content-security-policy']).toBeDefined();
      await page.locator('main, [role="main"], #root > *').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await reported(page, violations) }).toEqual({ path, violations: [] });
    }
    await context.close();
  });

  it('refuses a script the page did not bring (the wall holds)', async () => {
    const context = await browser.newContext({ baseURL: t.url });
    const { page, violations } = await watch(context);
    await page.goto('/home/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    // As if some text had let markup through: an inline script added to the page must not run.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect((await reported(page, violations)).some((line) => line.includes('script-src'))).toBe(true);
    await context.close();
  });
});
