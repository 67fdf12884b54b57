import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '../../../core/src/config/loadSettings.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../../support/testPlatform.ts';
import { greetingGraph, password, readOnly, registerOwner, saveDraft, teamMember, type Owner } from './storeWorld.ts';

/**
 * Which channel account a flow runs on (issue 21): a flow is created on an account, moved to
 * another account of its channel (an orphan made before its account gets one this way), and
 * cloned onto the account chosen; another account's or another channel's account is refused.
 * Two channels (tests/fixtures/plugin-roots/flow-accounts): the web chat widget, whose accounts
 * are widgets, and the test channel ('messenger'), whose pages are `page-<account id>-…`.
 */
let t: TestPlatform;
let owner: Owner;
let stranger: Owner;

const notFound = {
  code: 'NOT_FOUND',
  message: 'There is no such channel account in your account.',
  fields: { channelAccountId: 'There is no such channel account in your account.' },
};

beforeAll(async () => {
  t = await startTestPlatform({}, { pluginRoot: join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'flow-accounts') });
  expect((await new ApiClient(t.url).post('/api/setup', { name: 'Platform Admin', email: 'admin@example.com', password })).status).toBe(201);
  owner = await registerOwner(t, 'Wendy Widget');
  stranger = await registerOwner(t, 'Sid Stranger');
}, 120_000);
afterAll(async () => t?.stop());

async function widget(who: Owner, name: string): Promise<string> {
  const res = await who.api.post('/api/web-chat-widget/accounts', { name, title: 'Ask us', domains: ['https://shop.example.com'] });
  expect(res.status).toBe(201);
  return res.body.widgetId;
}

async function widgetFlow(who: Owner, name: string, channelAccountId?: string): Promise<number> {
  const res = await who.api.post('/api/flows', { name, channel: 'widget', ...(channelAccountId ? { channelAccountId } : {}) });
  expect(res.status).toBe(201);
  return res.body.id;
}

const namesOn = async (who: Owner, channelAccountId: string) =>
  ((await who.api.get(`/api/flows?channel=widget&channelAccountId=${channelAccountId}`)).body.items as Array<{ name: string }>).map((flow) => flow.name).sort();

describe('a flow on a channel account', () => {
  it('is created on the account chosen, and listed under it', async () => {
    const shop = await widget(owner, 'Shop');
    const res = await owner.api.post('/api/flows', { name: 'Greeting', channel: 'widget', channelAccountId: shop });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ channel: 'widget', channelAccountId: shop });
    expect(await namesOn(owner, shop)).toEqual(['Greeting']);
    // Another account's widget does not exist for this one.
    const theirs = await owner.api.post('/api/flows', { name: 'Theirs', channel: 'widget', channelAccountId: await widget(stranger, 'Elsewhere') });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toEqual(notFound);
  });
});

describe('moving a flow', () => {
  it('gives an orphan made before its widget that widget, then moves it to another', async () => {
    const orphan = await widgetFlow(owner, 'Made too early');
    expect((await owner.api.get(`/api/flows/${orphan}`)).body.channelAccountId).toBeNull();
    const first = await widget(owner, 'First');
    const second = await widget(owner, 'Second');

    const moved = await owner.api.post(`/api/flows/${orphan}/move`, { channelAccountId: first });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: orphan, channel: 'widget', channelAccountId: first, name: 'Made too early' });
    expect(await namesOn(owner, first)).toEqual(['Made too early']);

    const again = await owner.api.post(`/api/flows/${orphan}/move`, { channelAccountId: second });
    expect(again.body.channelAccountId).toBe(second);
    expect(await namesOn(owner, first)).toEqual([]);
    expect(await namesOn(owner, second)).toEqual(['Made too early']);
    // To where it already is: nothing changes.
    expect((await owner.api.post(`/api/flows/${orphan}/move`, { channelAccountId: second })).body.channelAccountId).toBe(second);
  });

  it("refuses another tenant's widget, another channel's account, and a body without an account", async () => {
    const own = await widget(owner, 'Mine');
    const flow = await widgetFlow(owner, 'Stays put', own);
    const strangersWidget = await widget(stranger, 'Not yours');
    for (const channelAccountId of [strangersWidget, `page-${owner.accountId}-1`, 'no-such-widget']) {
      const res = await owner.api.post(`/api/flows/${flow}/move`, { channelAccountId });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual(notFound);
    }
    // A page of the test channel is its own account's, but not of the flow's channel; and the other way round.
    const pageFlow = (await owner.api.post('/api/flows', { name: 'On a page', channel: 'messenger', channelAccountId: `page-${owner.accountId}-1` })).body.id;
    expect((await owner.api.post(`/api/flows/${pageFlow}/move`, { channelAccountId: own })).status).toBe(404);
    expect((await owner.api.post(`/api/flows/${pageFlow}/move`, { channelAccountId: `page-${owner.accountId}-2` })).body.channelAccountId).toBe(
      `page-${owner.accountId}-2`,
    );

    const empty = await owner.api.post(`/api/flows/${flow}/move`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ channelAccountId: 'Choose the channel account.' });
    expect((await owner.api.post(`/api/flows/${flow}/move`, { channelAccountId: own, name: 'x' })).status).toBe(400);
    expect((await owner.api.get(`/api/flows/${flow}`)).body.channelAccountId).toBe(own);
  });

  it("refuses another tenant's flow as not found, and a team member without edit", async () => {
    const own = await widget(owner, 'Guarded');
    const flow = await widgetFlow(owner, 'Guarded flow', own);
    const theirs = await stranger.api.post(`/api/flows/${flow}/move`, { channelAccountId: await widget(stranger, 'Theirs') });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe('Selected Flow Does Not Exist');

    const reader = await teamMember(t, owner, 'Rita Reader', [readOnly('web-chat-widget/flow-builder')]);
    const refused = await reader.post(`/api/flows/${flow}/move`, { channelAccountId: own });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Sorry, your account does not have permission for this action.');
  });

  it('refuses to move a published flow onto a widget where its keyword is taken', async () => {
    const [a, b] = [await widget(owner, 'Keyword A'), await widget(owner, 'Keyword B')];
    const publish = async (id: number) => {
      expect((await saveDraft(owner.api, id, greetingGraph('Hi', 'hello'))).status).toBe(200);
      expect((await owner.api.post(`/api/flows/${id}/publish`)).status).toBe(200);
    };
    const onA = await widgetFlow(owner, 'Hello A', a);
    const onB = await widgetFlow(owner, 'Hello B', b);
    await publish(onA);
    await publish(onB);
    const res = await owner.api.post(`/api/flows/${onB}/move`, { channelAccountId: a });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(
      'This flow starts on a keyword another flow of that account already uses. Change the keyword, or switch the other flow off, then move it.',
    );
    expect(res.body.problems).toEqual([expect.objectContaining({ code: 'keywordConflict', message: 'Keyword Conflict Detected' })]);
    expect((await owner.api.get(`/api/flows/${onB}`)).body.channelAccountId).toBe(b);
    // With the other flow switched off, the keyword is free.
    await owner.api.request('PATCH', `/api/flows/${onA}`, { enabled: false });
    expect((await owner.api.post(`/api/flows/${onB}/move`, { channelAccountId: a })).status).toBe(200);
  });
});

describe('cloning onto an account', () => {
  it('puts the copy on the widget chosen, or on the one of the flow cloned', async () => {
    const [from, to] = [await widget(owner, 'Clone from'), await widget(owner, 'Clone to')];
    const flow = await widgetFlow(owner, 'Template', from);
    const there = await owner.api.post(`/api/flows/${flow}/clone`, { channelAccountId: to });
    expect(there.status).toBe(201);
    expect(there.body).toMatchObject({ name: 'Template (copy)', isClone: true, channelAccountId: to });
    expect(await namesOn(owner, to)).toEqual(['Template (copy)']);
    const here = await owner.api.post(`/api/flows/${flow}/clone`);
    expect(here.body.channelAccountId).toBe(from);

    const before = (await owner.api.get('/api/flows?channel=widget')).body.total;
    const theirs = await owner.api.post(`/api/flows/${flow}/clone`, { channelAccountId: await widget(stranger, 'Not a target') });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toEqual(notFound);
    expect((await owner.api.get('/api/flows?channel=widget')).body.total).toBe(before);
  });
});

describe("an orphan moved onto a widget becomes one of the widget's default flows", () => {
  it('is refused as welcome flow before the move and chosen after it', async () => {
    const fresh = await registerOwner(t, 'Nora New');
    const orphan = await widgetFlow(fresh, 'Welcome, early');
    const created = await fresh.api.post('/api/web-chat-widget/accounts', { name: 'Late widget', title: 'Hi', domains: ['https://late.example.com'] });
    const { id, widgetId } = created.body as { id: number; widgetId: string };
    // What the defaults screen offers: the widget's flows.
    expect(await namesOn(fresh, widgetId)).toEqual([]);
    const before = await fresh.api.request('PUT', `/api/web-chat-widget/accounts/${id}/defaults`, { welcomeFlowId: orphan, defaultReplyFlowId: null });
    expect(before.status).toBe(404);

    expect((await fresh.api.post(`/api/flows/${orphan}/move`, { channelAccountId: widgetId })).status).toBe(200);
    expect(await namesOn(fresh, widgetId)).toEqual(['Welcome, early']);
    const after = await fresh.api.request('PUT', `/api/web-chat-widget/accounts/${id}/defaults`, { welcomeFlowId: orphan, defaultReplyFlowId: null });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ widgetId, welcomeFlowId: orphan, defaultReplyFlowId: null });
  });
});
