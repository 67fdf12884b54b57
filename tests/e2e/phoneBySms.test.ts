import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { FakeTwilio } from '../fakes/fakeTwilio.ts';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The General tab on a server with Twilio configured (a local fake of it): the screen says the
 * code goes by text message, then that it was sent to the number, and the texted code confirms
 * it. (The email path is in userSettings.test.ts.)
 */
let twilio: FakeTwilio;
let t: TestPlatform;
let browser: Browser;
let page: Page;
const email = 'tess@example.com';
const password = 'tess password 1';
const phone = '+60123456789';

beforeAll(async () => {
  twilio = await new FakeTwilio().start();
  t = await startTestPlatform(twilio.env());
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  const owner = new ApiClient(t.url);
  await owner.post('/api/auth/register', { name: 'Tess Texter', email, password });
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  await twilio?.stop();
});

describe('the phone confirmed by a texted code, in the browser', () => {
  it('says the code goes by text message, sends it to the number and confirms it', async () => {
    await page.goto('/my-account/user-settings');
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
    await page.getByLabel('Phone number').fill('+60 12-345 6789');
    await page.getByText(`The one-time code is sent by text message to ${phone}.`).waitFor();

    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`Code sent by text message to ${phone}.`, { exact: false }).waitFor();
    const code = /^(\d{6}) is your /.exec((await twilio.nextMessage(phone)).body)![1]!;

    await page.getByLabel('One-time code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Invalid OTP!').waitFor();
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText(`${phone} is confirmed.`).waitFor();
    await page.getByText('Confirmed', { exact: true }).waitFor();
    expect(twilio.received.filter((message) => message.to === phone)).toHaveLength(1);
  });
});
