import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { fakeComments, type FakeComments } from '../fakes/graphApi/fakeComments.ts';
import { browserAs } from './messengerBrowser.ts';
import { eventually } from '../support/widgetSites.ts';
import { comment } from '../integration/messenger/commentWebhooks.ts';
import { messengerOwner, startMessengerWorld, type MessengerOwner, type MessengerWorld, connectPage } from '../integration/messenger/messengerWorld.ts';

/**
 * Comment auto-reply in Chromium (spec 2, 2 comment-reply): the owner picks a recent post of
 * the page, writes a rule with a keyword and both replies, and a comment that Meta then posts
 * to the webhook is answered at the fake Graph API; the rule is deleted after a confirmation.
 */
let world: MessengerWorld;
let owner: MessengerOwner;
let comments: FakeComments;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  world = await startMessengerWorld();
  comments = fakeComments(world.fake);
  world.fake.addPage('3001', 'PAGE-TOKEN-FLORIST', [], { name: 'Florist' });
  comments.addPost('3001', { id: '3001_501', text: 'Tulips are back!', createdAt: '2026-11-28T09:00:00+0000' });
  world.fake.signInAs({ id: '7001', name: 'Flo Florist', email: 'flo@example.com', pageIds: ['3001'] });
  owner = await messengerOwner(world);
  await connectPage(owner, '3001');
  ({ browser, page } = await browserAs(world, owner));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

describe('comment auto-reply', () => {
  it('creates a rule for a recent post, and a matching comment gets both replies', async () => {
    await page.goto('/social-media-automations/comment-reply');
    await page.getByText('No rules yet for this page. Add one to answer comments on its posts.').waitFor();
    await page.getByRole('button', { name: 'New rule' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New comment rule' });
    await dialog.getByText('One post', { exact: true }).click();
    const post = dialog.getByLabel('Post', { exact: true });
    await post.waitFor();
    expect(
      await eventually(
        () => post.inputValue(),
        (value) => value === '3001_501',
      ),
    ).toBe('3001_501');
    await dialog.getByLabel('Keywords').fill('tulips');
    await dialog.getByLabel('Keywords').press('Enter');
    await dialog.getByLabel('Public reply').fill('Yes, in every colour!');
    await dialog.getByLabel('Private reply').fill('Hi! Our tulip prices are on their way.');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await page.getByText('The rule is saved.').waitFor();
    await page.getByRole('cell', { name: 'Post 3001_501', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'tulips', exact: true }).waitFor();

    await comment(world.t.url, world.fake, { on: '3001', platform: 'facebook', postId: '3001_501', commentId: '501_77', from: '660001', text: 'Tulips!!' }, 3);
    await eventually(
      () => comments.privateReplies.length,
      (n) => n >= 1,
    );
    expect(comments.publicReplies).toEqual([{ commentId: '501_77', message: 'Yes, in every colour!' }]);
    expect(comments.privateReplies).toEqual([{ commentId: '501_77', message: { text: 'Hi! Our tulip prices are on their way.' } }]);
  });

  it('deletes the rule after a confirmation', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Delete the rule for Post 3001_501' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('The rule is deleted.').waitFor();
    await page.getByText('No rules yet for this page. Add one to answer comments on its posts.').waitFor();
  });
});
