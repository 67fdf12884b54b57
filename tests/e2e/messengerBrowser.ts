import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
import type { MessengerOwner, MessengerWorld } from '../integration/messenger/messengerWorld.ts';

/** Chromium with the owner's session on the product of the Messenger world, at a desktop size. */
export async function browserAs(world: MessengerWorld, owner: MessengerOwner): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchChromium();
  const context = await browser.newContext({ baseURL: world.t.url, viewport: { width: 1400, height: 900 } });
  const session = /cm_session=([^;]+)/.exec(owner.client.cookieHeader())![1]!;
  await context.addCookies([{ name: 'cm_session', value: session, url: world.t.url }]);
  return { browser, page: await context.newPage() };
}
