import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HomeResponse } from '@chatmill/sdk/contracts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';
import { greetingGraph, readOnly, registerOwner, saveDraft, teamMember, type Owner } from './flows/storeWorld.ts';

/**
 * GET /api/home, the dashboard's home, through the real product with its two plugins (the web
 * chat widget, a channel, and contacts, which adds the "import your contacts" step): the
 * checklist read from the data, the counts of the last 7 and 30 days and their per-day series,
 * the latest flows; another account's records are never counted; no session, no home.
 */
let t: TestPlatform;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await startTestPlatform();
  expect((await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password: 'admin password 1' })).status).toBe(201);
  owner = await registerOwner(t, 'Hana Home');
  stranger = await registerOwner(t, 'Sid Stranger');
});
afterAll(async () => {
  await t?.stop();
});

async function home(who: Owner | ApiClient): Promise<HomeResponse> {
  const res = await ('api' in who ? who.api : who).get('/api/home');
  expect(res.status).toBe(200);
  return res.body as HomeResponse;
}

const steps = (body: HomeResponse) => Object.fromEntries(body.checklist.map((step) => [step.id, step.done]));

async function widget(who: Owner, name: string): Promise<string> {
  const res = await who.api.post('/api/web-chat-widget/accounts', { name, title: 'Ask us', domains: ['https://shop.example.com'] });
  expect(res.status).toBe(201);
  return res.body.widgetId;
}

async function widgetFlow(who: Owner, name: string, widgetId: string): Promise<number> {
  const res = await who.api.post('/api/flows', { name, channel: 'widget', channelAccountId: widgetId });
  expect(res.status).toBe(201);
  return res.body.id;
}

/**
 * Activity of an account written straight into the runtime's tables, at chosen ages in days:
 * subscribers at 0, 3, 10 and 40 days; conversations at 0, 10 and 40; from subscribers, two
 * messages today, a delivery receipt today (not a message), a button click 5 days ago and a
 * message 40 days ago; to them, one sent today, one failed today (not counted), one 20 days ago.
 * `times` repeats it all, so another account's figures differ from the owner's.
 */
async function seedActivity(who: Owner, widgetId: string, flowId: number, tag: string, times = 1): Promise<void> {
  const em = t.platform.db.em();
  const ago = (days: number) => `now() - interval '${days} days'`;
  for (let round = 0; round < times; round++) {
    const key = `${tag}-${round}`;
    const subscriberIds: number[] = [];
    for (const days of [0, 3, 10, 40]) {
      const [row] = await em.execute<{ id: number }[]>(
        `insert into "subscriber" ("account_id", "channel", "channel_account_id", "external_id", "created_at") values (${who.accountId}, 'widget', '${widgetId}', '${key}-${days}', ${ago(days)}) returning "id"`,
      );
      subscriberIds.push(row!.id);
    }
    for (const [index, days] of [
      [0, 0],
      [2, 10],
      [3, 40],
    ] as const) {
      await em.execute(
        `insert into "conversation" ("account_id", "subscriber_id", "flow_id", "flow_version", "created_at") values (${who.accountId}, ${subscriberIds[index]}, ${flowId}, 1, ${ago(days)})`,
      );
    }
    const events: Array<[string, number]> = [
      ['message', 0],
      ['message', 0],
      ['delivery', 0],
      ['postback', 5],
      ['message', 40],
    ];
    for (const [index, [kind, days]] of events.entries()) {
      await em.execute(
        `insert into "inbound_event" ("account_id", "channel", "channel_account_id", "event_id", "subscriber_external_id", "kind", "payload", "received_at") values (${who.accountId}, 'widget', '${widgetId}', '${key}-e${index}', '${key}-0', '${kind}', '{}', ${ago(days)})`,
      );
    }
    const sent: Array<[string, number]> = [
      ['sent', 0],
      ['failed', 0],
      ['sent', 20],
    ];
    for (const [index, [state, days]] of sent.entries()) {
      await em.execute(
        `insert into "outbound_message" ("account_id", "subscriber_id", "channel", "channel_account_id", "idempotency_key", "step_key", "position", "message", "state", "created_at") values (${who.accountId}, ${subscriberIds[0]}, 'widget', '${widgetId}', '${key}-o${index}', '${key}-s', ${index}, '{"kind":"text","text":"hi"}', '${state}', ${ago(days)})`,
      );
    }
  }
}

/** The web chat widget's entry: the channel these tests connect. */
function widgetOf(body: HomeResponse) {
  return body.channels.find((channel) => channel.pluginId === 'web-chat-widget')!;
}

describe('GET /api/home', () => {
  it('refuses a visitor without a session', async () => {
    const res = await new ApiClient(t.url).get('/api/home');
    expect(res.status).toBe(401);
  });

  it('shows a fresh owner the channel to connect, nothing done, no activity and no flows', async () => {
    const body = await home(owner);
    expect(body.channels).toEqual([
      { pluginId: 'messenger', name: 'Messenger', accountsUrl: '/social-media-automations/facebook-accounts', configured: false, accounts: [] },
      { pluginId: 'web-chat-widget', name: 'Web Chat Widget', accountsUrl: '/web-chat-widget/accounts', configured: true, accounts: [] },
    ]);
    // Messenger needs the operator's Meta app, which this server lacks: the checklist leads to the widget.
    expect(body.checklist).toEqual([
      { id: 'connectChannel', pluginId: null, title: '', url: '/web-chat-widget/accounts', done: false },
      { id: 'publishFlow', pluginId: null, title: '', url: '/web-chat-widget/flow-builder', done: false },
      { id: 'importContacts', pluginId: 'contacts', title: 'home.importContacts', url: '/contacts/contact-list', done: false },
    ]);
    const none = { subscribers: 0, conversations: 0, messages: 0 };
    expect(body.last7Days).toEqual(none);
    expect(body.last30Days).toEqual(none);
    expect(body.series).toHaveLength(30);
    expect(body.series.every((day) => day.subscribers === 0 && day.conversations === 0 && day.messages === 0)).toBe(true);
    expect(body.recentFlows).toEqual([]);
  });

  it('ticks each step off as the data shows it done, and counts this account only', async () => {
    const widgetId = await widget(owner, 'Shop chat');
    expect(steps(await home(owner))).toEqual({ connectChannel: true, publishFlow: false, importContacts: false });

    const draft = await widgetFlow(owner, 'Draft only', widgetId);
    expect(steps(await home(owner)).publishFlow).toBe(false);
    const live = await widgetFlow(owner, 'Greeting', widgetId);
    expect((await saveDraft(owner.api, live, greetingGraph())).status).toBe(200);
    expect((await owner.api.post(`/api/flows/${live}/publish`)).status).toBe(200);
    expect(steps(await home(owner))).toEqual({ connectChannel: true, publishFlow: true, importContacts: false });

    expect((await owner.api.post('/api/contacts/contacts', { email: 'first@example.com' })).status).toBe(201);
    const done = await home(owner);
    expect(steps(done)).toEqual({ connectChannel: true, publishFlow: true, importContacts: true });
    expect(widgetOf(done).accounts).toEqual([{ id: widgetId, name: 'Shop chat', connected: true }]);

    // Another account's widget, flows, contacts and activity: more of everything.
    const theirWidget = await widget(stranger, 'Their chat');
    const theirFlow = await widgetFlow(stranger, 'Their flow', theirWidget);
    expect((await stranger.api.post('/api/contacts/contacts', { email: 'theirs@example.com' })).status).toBe(201);
    await seedActivity(stranger, theirWidget, theirFlow, 'stranger', 3);
    await seedActivity(owner, widgetId, live, 'owner');

    const body = await home(owner);
    expect(body.last7Days).toEqual({ subscribers: 2, conversations: 1, messages: 4 });
    expect(body.last30Days).toEqual({ subscribers: 3, conversations: 2, messages: 5 });
    expect(body.series).toHaveLength(30);
    const total = body.series.reduce(
      (sum, day) => ({
        subscribers: sum.subscribers + day.subscribers,
        conversations: sum.conversations + day.conversations,
        messages: sum.messages + day.messages,
      }),
      { subscribers: 0, conversations: 0, messages: 0 },
    );
    expect(total).toEqual(body.last30Days);
    // Oldest first, one entry a day, today last with today's figures.
    const dates = body.series.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
    expect(body.series.at(-1)).toEqual({ date: dates.at(-1), subscribers: 1, conversations: 1, messages: 3 });
    const dayMs = 86_400_000;
    expect(Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)).toBe(29 * dayMs);

    expect(widgetOf(body).accounts.map((account) => account.name)).toEqual(['Shop chat']);
    expect(body.recentFlows.map((flow) => [flow.id, flow.name, flow.published])).toEqual([
      [live, 'Greeting', true],
      [draft, 'Draft only', false],
    ]);
    expect(body.recentFlows[0]).toEqual(expect.objectContaining({ channel: 'widget', channelAccountId: widgetId, updatedAt: expect.any(String) }));

    const theirs = await home(stranger);
    expect(theirs.last7Days).toEqual({ subscribers: 6, conversations: 3, messages: 12 });
    expect(theirs.recentFlows.map((flow) => flow.name)).toEqual(['Their flow']);
    expect(steps(theirs)).toEqual({ connectChannel: true, publishFlow: false, importContacts: true });
  });

  it('lists the five flows updated last, newest first', async () => {
    const widgetId = widgetOf(await home(owner)).accounts[0]!.id;
    const ids: number[] = [];
    for (const name of ['F1', 'F2', 'F3', 'F4', 'F5', 'F6']) ids.push(await widgetFlow(owner, name, widgetId));
    // Moving the first one back into the list by changing it.
    expect((await owner.api.request('PATCH', `/api/flows/${ids[0]}`, { name: 'F1 renamed' })).status).toBe(200);
    expect((await home(owner)).recentFlows.map((flow) => flow.name)).toEqual(['F1 renamed', 'F6', 'F5', 'F4', 'F3']);
  });

  it("leaves out what a team member may not read, and counts and ticks by the owner's account for them", async () => {
    const member = await teamMember(t, owner, 'Cora Contacts', [readOnly('contacts/contact-list')]);
    const res = await member.get('/api/home');
    expect(res.status).toBe(200);
    const body = res.body as HomeResponse;
    expect(body.channels).toEqual([]);
    expect(body.recentFlows).toEqual([]);
    expect(body.checklist.map((step) => [step.id, step.url, step.done])).toEqual([
      // Done by the account's data, though this member may open neither place.
      ['connectChannel', null, true],
      ['publishFlow', null, true],
      ['importContacts', '/contacts/contact-list', true],
    ]);
    expect(body.last30Days).toEqual({ subscribers: 3, conversations: 2, messages: 5 });
  });
});
