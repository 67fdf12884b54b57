import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';

/**
 * The sites a web chat widget is embedded on, in a browser test. A site is an https address of
 * the test's imagination, served by Playwright (`page.route`), whose page loads the widget
 * script from the product on 127.0.0.1 as a real site loads it from the product's host.
 * Loopback is exempt from mixed-content blocking; Chromium's private-network checks (a public
 * site reaching a loopback address) are switched off, as a real product is not on loopback.
 */
export function launchChromiumForSites(): Promise<Browser> {
  return launchChromium([
    '--disable-features=PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,BlockInsecurePrivateNetworkRequests,LocalNetworkAccessChecks',
  ]);
}

/** Serves `html` (the body, e.g. an embed snippet) at `url` in a new page of `context`, and opens it. */
export async function openSite(context: BrowserContext, url: string, html: string): Promise<Page> {
  const page = await context.newPage();
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Our shop</h1>${html}</body></html>`,
    }),
  );
  await page.goto(url);
  return page;
}

/** Waits until `read` gives a value `ok` accepts, and answers it (the last one read on timeout, for the failure message). */
export async function eventually<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
