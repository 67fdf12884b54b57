import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { minimalFlowGraph, publishFlow } from '@chatmill/sdk/testing';
import { fakeComments, type FakeComments } from '../../fakes/graphApi/fakeComments.ts';
import { eventually } from '../../support/widgetSites.ts';
import { givePackage } from '../flows/storeWorld.ts';
import { comment } from './commentWebhooks.ts';
import { messengerOwner, pagesOf, signInWithFacebook, startMessengerWorld, type MessengerOwner, type MessengerWorld } from './messengerWorld.ts';

/**
 * Comment auto-reply (spec 2, 2 comment-reply; 8 'Too many Facebook requests'; 9 the free tier's
 * 100 automations): rules per page or Instagram account and post, answered through the fake
 * Graph API once per comment however often Meta delivers it; offensive words hidden; the
 * package's limit stops replies; the owner's post listings limited to 10 in 10 minutes.
 */
let world: MessengerWorld;
let owner: MessengerOwner;
let other: MessengerOwner;
let comments: FakeComments;
let flowId: number;

const page = '1001';
const instagram = '17841400000000001';
const post = `${page}_7001`;
const rules = '/api/messenger/comment-reply/rules';

async function connect(who: MessengerOwner, pageId: string): Promise<void> {
  await signInWithFacebook(who);
  const row = (await pagesOf(who)).get(pageId)!;
  expect((await who.client.request('POST', `/api/messenger/pages/${row.id}/connect`, {})).status).toBe(200);
}

/** Lets the jobs of comments that should get nothing run, then says what the fake got. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

beforeAll(async () => {
  world = await startMessengerWorld();
  comments = fakeComments(world.fake);
  world.fake.addPage(page, 'PAGE-TOKEN-SHOP', [], { name: 'Acme Shop', instagram: { id: instagram, username: 'acme' } });
  world.fake.addPage('2001', 'PAGE-TOKEN-OTHER', [], { name: 'Other Shop' });
  comments.addPost(page, { id: post, text: 'New autumn collection!', createdAt: '2026-11-29T10:00:00+0000' });
  comments.addPost(page, { id: `${page}_7002`, text: 'Opening hours', createdAt: '2026-11-29T11:00:00+0000' });
  comments.addPost(instagram, { id: '18000000000000001', text: 'Autumn on Instagram', createdAt: '2026-11-29T12:00:00+0000' });
  world.fake.signInAs({ id: '5001', name: 'Ana Admin', email: 'ana@example.com', pageIds: [page] });
  owner = await messengerOwner(world);
  await connect(owner, page);
  world.fake.signInAs({ id: '5002', name: 'Olli Other', email: 'olli@example.com', pageIds: ['2001'] });
  other = await messengerOwner(world, 'Other');
  await connect(other, '2001');
  // The free tier: 100 comment automations a month (feature 74), the pages already connected under the default package.
  await givePackage(world.t, owner.accountId, 'Free', [
    { featureId: 71, limit: 0, lifetimeLimit: 0 },
    { featureId: 72, limit: 0, lifetimeLimit: 0 },
    { featureId: 73, limit: 0, lifetimeLimit: 0 },
    { featureId: 74, limit: 100, lifetimeLimit: 0 },
  ]);
  flowId = await publishFlow(owner.client, {
    channel: 'messenger',
    channelAccountId: page,
    name: 'Autumn offer',
    graph: minimalFlowGraph('Here is the offer', { postbackId: 'AUTUMN_OFFER' }),
  });
}, 120_000);
afterAll(async () => world?.stop());

describe('comment rules', () => {
  it('lists the page’s recent posts to pick one, and saves a rule for it', async () => {
    const posts = await owner.client.request('GET', `/api/messenger/comment-reply/posts?channelAccountId=${page}`);
    expect(posts.status).toBe(200);
    expect(posts.body.items.map((p: { id: string; text: string }) => [p.id, p.text])).toEqual([
      [`${page}_7002`, 'Opening hours'],
      [post, 'New autumn collection!'],
    ]);
    const empty = await owner.client.request('GET', `${rules}?channelAccountId=${page}`);
    expect(empty.body).toEqual({ items: [], remaining: 100 });
    const created = await owner.client.request('POST', rules, {
      channelAccountId: page,
      postId: post,
      keywords: ['price'],
      publicReply: 'We sent you the prices in a message!',
      privateReply: 'Hi! Tap below for our autumn prices.',
      flowId,
      flowButton: 'See prices',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ channelAccountId: page, postId: post, keywords: ['price'], enabled: true, flowId, answered: 0 });
    const moderating = await owner.client.request('POST', rules, { channelAccountId: page, offensiveWords: ['idiot'], offensiveAction: 'hide' });
    expect(moderating.status).toBe(201);
  });

  it('refuses a rule without any reply, a flow without a postback id and a page of another account', async () => {
    const bare = await owner.client.request('POST', rules, { channelAccountId: page });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields).toHaveProperty('publicReply');
    expect((await owner.client.request('POST', rules, { channelAccountId: '2001', publicReply: 'Hi' })).status).toBe(404);
    const plain = await publishFlow(owner.client, { channel: 'messenger', channelAccountId: page, name: 'No postback', graph: minimalFlowGraph('x') });
    const noPostback = await owner.client.request('POST', rules, { channelAccountId: page, privateReply: 'Hi', flowId: plain, flowButton: 'Go' });
    expect(noPostback.status).toBe(400);
    expect(noPostback.body.error.fields.flowId).toContain('postback id');
  });

  it("answers another account's rule as missing", async () => {
    const mine = (await owner.client.request('GET', rules)).body.items[0].id as number;
    expect((await other.client.request('PUT', `${rules}/${mine}`, { channelAccountId: '2001', publicReply: 'Hi' })).status).toBe(404);
    expect((await other.client.request('PATCH', `${rules}/${mine}`, { enabled: false })).status).toBe(404);
    expect((await other.client.request('DELETE', `${rules}/${mine}`)).status).toBe(404);
    expect((await other.client.request('GET', rules)).body.items).toEqual([]);
    expect((await other.client.request('GET', `/api/messenger/comment-reply/posts?channelAccountId=${page}`)).status).toBe(404);
  });
});

describe('answering comments', () => {
  it('replies publicly and privately to a matching comment once, though Meta delivers it 5 times', async () => {
    const answers = await comment(
      world.t.url,
      world.fake,
      { on: page, platform: 'facebook', postId: post, commentId: '7001_9001', from: '880001', text: 'What is the PRICE?' },
      5,
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await eventually(
      () => comments.privateReplies.length,
      (n) => n >= 1,
    );
    await settle();
    expect(comments.publicReplies).toEqual([{ commentId: '7001_9001', message: 'We sent you the prices in a message!' }]);
    expect(comments.privateReplies).toEqual([
      {
        commentId: '7001_9001',
        message: {
          attachment: {
            type: 'template',
            payload: {
              template_type: 'button',
              text: 'Hi! Tap below for our autumn prices.',
              buttons: [{ type: 'postback', title: 'See prices', payload: 'AUTUMN_OFFER' }],
            },
          },
        },
      },
    ]);
    const listed = await owner.client.request('GET', `${rules}?channelAccountId=${page}`);
    expect(listed.body.remaining).toBe(99);
    expect(listed.body.items[0].answered).toBe(1);
  });

  it('answers nothing on another post, to a comment without the keyword, or to the page’s own reply', async () => {
    await comment(world.t.url, world.fake, { on: page, platform: 'facebook', postId: `${page}_7002`, commentId: '7002_9002', from: '880002', text: 'price?' });
    await comment(world.t.url, world.fake, { on: page, platform: 'facebook', postId: post, commentId: '7001_9003', from: '880003', text: 'Lovely colours' });
    await comment(world.t.url, world.fake, { on: page, platform: 'facebook', postId: post, commentId: '7001_9004', from: page, text: 'price list sent' });
    await settle();
    expect(comments.publicReplies).toHaveLength(1);
    expect(comments.privateReplies).toHaveLength(1);
  });

  it('hides a comment with an offensive word, and does not answer it', async () => {
    await comment(world.t.url, world.fake, { on: page, platform: 'facebook', postId: post, commentId: '7001_9005', from: '880005', text: 'price? you IDIOT' });
    await eventually(
      () => comments.comment('7001_9005')!.hidden,
      (hidden) => hidden,
    );
    await settle();
    expect(comments.publicReplies).toHaveLength(1);
  });

  it('answers on Instagram through the replies edge and a private reply', async () => {
    const rule = await owner.client.request('POST', rules, {
      channelAccountId: instagram,
      publicReply: 'Thanks for the love!',
      privateReply: 'Thanks! Here is a code: AUTUMN10',
    });
    expect(rule.status).toBe(201);
    const media = await owner.client.request('GET', `/api/messenger/comment-reply/posts?channelAccountId=${instagram}`);
    expect(media.body.items.map((m: { id: string }) => m.id)).toEqual(['18000000000000001']);
    await comment(
      world.t.url,
      world.fake,
      { on: instagram, platform: 'instagram', postId: '18000000000000001', commentId: '17900001', from: '990001', text: 'Love it' },
      2,
    );
    await eventually(
      () => comments.privateReplies.length,
      (n) => n >= 2,
    );
    await settle();
    expect(comments.publicReplies.at(-1)).toEqual({ commentId: '17900001', message: 'Thanks for the love!' });
    expect(comments.privateReplies.at(-1)).toEqual({ commentId: '17900001', message: { text: 'Thanks! Here is a code: AUTUMN10' } });
    expect(comments.privateReplies).toHaveLength(2);
  });

  it('stops replying once the package’s 100 comment automations are used up, and says so', async () => {
    await world.t.platform.db.em().execute(`update "usage_counter" set "used" = 100 where "account_id" = ? and "feature_id" = 74`, [owner.accountId]);
    expect((await owner.client.request('GET', rules)).body.remaining).toBe(0);
    await comment(world.t.url, world.fake, { on: page, platform: 'facebook', postId: post, commentId: '7001_9006', from: '880006', text: 'price please' });
    await settle();
    await settle();
    expect(comments.publicReplies).toHaveLength(2);
    expect(comments.privateReplies).toHaveLength(2);
  });
});

describe('Too many Facebook requests', () => {
  it('lists posts at most 10 times in 10 minutes per account, then says when to try again', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await other.client.request('GET', '/api/messenger/comment-reply/posts?channelAccountId=2001')).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const eleventh = await other.client.request('GET', '/api/messenger/comment-reply/posts?channelAccountId=2001');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.message).toMatch(/^Too many Facebook requests\. Try again in 10 minutes\.$/);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(500);
  });
});
