import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * A picture field that takes an upload as well as an address: the owner uploads a profile
 * picture from the General tab of Account Settings with the Upload button, sees it, saves, and
 * finds it there after a reload; a file that only pretends to be an image is refused.
 */
let t: TestPlatform;
let browser: Browser;
let page: Page;
const email = 'uma@example.com';
const password = 'uma password 11';
/** A 2x2 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR42mP8z8DwnwEKmBgAAB0EAf+3Zk7TAAAAAElFTkSuQmCC', 'base64');

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  const owner = new ApiClient(t.url);
  expect((await owner.post('/api/auth/register', { name: 'Uma Owner', email, password })).status).toBe(201);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function chooseFile(name: string, mimeType: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** Waits until the page shows the image at `src`, loaded (the 2x2 PNG, served by the product). */
async function shown(src: string): Promise<void> {
  await page.waitForFunction((url) => {
    const img = document.querySelector<HTMLImageElement>(`img[src="${url}"]`);
    return img !== null && img.complete && img.naturalWidth === 2;
  }, src);
}

describe('uploading a profile picture', () => {
  it('fills the picture field with the uploaded image, shows it, and keeps it once saved', async () => {
    await page.goto('/my-account/user-settings');
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
    await page.getByLabel('Mailing address').fill('1 Harbour Road, Penang');
    await page.getByLabel('National id').fill('880101-07-1234');

    await chooseFile('me.png', 'image/png', png);
    await page.locator('img[src^="/files/"]').waitFor();
    const url = await page.getByLabel('Picture URL').inputValue();
    expect(url).toMatch(/^\/files\/[A-Za-z0-9_-]{22}$/);
    await shown(url);

    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.locator('.p-toast-message').filter({ hasText: 'Your profile was saved.' }).waitFor();
    await page.reload();
    await shown(url);
    expect(await page.getByLabel('Picture URL').inputValue()).toBe(url);
  });

  it('refuses a file that is not an image by its content, whatever its name says', async () => {
    const before = await page.getByLabel('Picture URL').inputValue();
    await chooseFile('cat.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const toast = page.locator('.p-toast-message').filter({ hasText: 'Upload Failed!' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Choose a PNG, JPEG, GIF or WEBP image.');
    expect(await page.getByLabel('Picture URL').inputValue()).toBe(before);
  });
});
