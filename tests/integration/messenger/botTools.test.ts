import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { minimalFlowGraph, postWebhook, publishFlow } from '@chatmill/sdk/testing';
import { messengerProfiles } from '../../fakes/graphApi/fakeMessengerProfile.ts';
import { eventually } from '../../support/widgetSites.ts';
import { messengerOwner, pagesOf, signInWithFacebook, startMessengerWorld, type MessengerOwner, type MessengerWorld } from './messengerWorld.ts';

/**
 * Spec 2, 4-5, 8-9 (bot tools): persistent menu, welcome message, ice breakers and get started are
 * saved as drafts, launched to the page's Messenger profile (the fake's Messenger Profile API,
 * in Meta's format) and disabled (the field removed there); limits answer 400s, another account's
 * page 404, and a menu item's postback starts the flow it names.
 */
let world: MessengerWorld;
let owner: MessengerOwner;
let shopRowId: number;
let menuFlowId: number;
let welcomeFlowId: number;
let igFlowId: number;
let plainFlowId: number;
const page = '1101';
const instagram = '17841400000001101';
const api = (tool: string, rest = '') => `/api/messenger/bot-tools/pages/${shopRowId}/${tool}${rest}`;
const profile = (platform: 'messenger' | 'instagram' = 'messenger') => messengerProfiles(world.fake).of(page, platform);

beforeAll(async () => {
  world = await startMessengerWorld();
  world.fake.addPage(page, 'PAGE-TOKEN-TOOLS', [], { name: 'Tool Shop', instagram: { id: instagram, username: 'toolshop' } });
  world.fake.signInAs({ id: '5101', name: 'Tia Tools', email: 'tia@example.com', pageIds: [page] });
  owner = await messengerOwner(world);
  await signInWithFacebook(owner);
  shopRowId = (await pagesOf(owner)).get(page)!.id;
  expect((await owner.client.request('POST', `/api/messenger/pages/${shopRowId}/connect`, {})).status).toBe(200);
  const flow = (name: string, text: string, postbackId: string | undefined, on = page) =>
    publishFlow(owner.client, {
      channel: 'messenger',
      channelAccountId: on,
      name,
      graph: minimalFlowGraph(text, postbackId ? { postbackId } : { keywords: [] }),
    });
  menuFlowId = await flow('Opening hours', 'We open at nine.', 'MENU_HOURS');
  welcomeFlowId = await flow('Welcome', 'Welcome to the shop!', 'GET_STARTED_WELCOME');
  igFlowId = await flow('Instagram prices', 'Prices start at 5.', 'IG_PRICES', instagram);
  plainFlowId = await flow('No postback', 'Plain.', undefined);
}, 120_000);
afterAll(async () => world?.stop());

describe('the flows a bot tool may start', () => {
  it("lists the page's published flows with their postback ids, and the Instagram account's apart", async () => {
    const flows = await owner.client.request('GET', api('flows'));
    expect(flows.body.items).toEqual([
      { id: plainFlowId, name: 'No postback', postbackId: null },
      { id: menuFlowId, name: 'Opening hours', postbackId: 'MENU_HOURS' },
      { id: welcomeFlowId, name: 'Welcome', postbackId: 'GET_STARTED_WELCOME' },
    ]);
    const ig = await owner.client.request('GET', api('flows', '?platform=instagram'));
    expect(ig.body.items).toEqual([{ id: igFlowId, name: 'Instagram prices', postbackId: 'IG_PRICES' }]);
  });
});

describe('get started and the persistent menu', () => {
  const menu = (flowId: number) => ({
    menus: [
      {
        locale: 'default',
        composerInputDisabled: true,
        items: [
          { type: 'postback', title: 'Opening hours', flowId },
          { type: 'web_url', title: 'Shop online', url: 'https://example.com/shop' },
        ],
      },
      { locale: 'de_DE', composerInputDisabled: false, items: [{ type: 'postback', title: 'Öffnungszeiten', flowId }] },
    ],
  });

  it("refuses the persistent menu before Get started is launched: 'Get-started or ice-breaker not yet enabled'", async () => {
    const saved = await owner.client.request('PUT', api('persistent-menu'), menu(menuFlowId));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'draft', changedSinceLaunch: false, launchedAt: null });
    const refused = await owner.client.request('POST', api('persistent-menu', '/launch'), {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('Get-started or ice-breaker not yet enabled');
    expect(profile().persistent_menu).toBeUndefined();
  });

  it("refuses a Get started flow without a postback id, naming it, and launches one with: the profile's payload is the flow's postback id", async () => {
    await owner.client.request('PUT', api('get-started'), { flowId: plainFlowId });
    const refused = await owner.client.request('POST', api('get-started', '/launch'), {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('“No postback” chosen for “Get started” has no postback ID');
    await owner.client.request('PUT', api('get-started'), { flowId: welcomeFlowId });
    const launched = await owner.client.request('POST', api('get-started', '/launch'), {});
    expect(launched.status).toBe(200);
    expect(launched.body).toMatchObject({ status: 'launched', draft: { flowId: welcomeFlowId } });
    expect(profile().get_started).toEqual({ payload: 'GET_STARTED_WELCOME' });
  });

  it("launches the persistent menu in Meta's format, per locale", async () => {
    const launched = await owner.client.request('POST', api('persistent-menu', '/launch'), {});
    expect(launched.status).toBe(200);
    expect(launched.body.status).toBe('launched');
    expect(profile().persistent_menu).toEqual([
      {
        locale: 'default',
        composer_input_disabled: true,
        call_to_actions: [
          { type: 'postback', title: 'Opening hours', payload: 'MENU_HOURS' },
          { type: 'web_url', title: 'Shop online', url: 'https://example.com/shop', webview_height_ratio: 'full' },
        ],
      },
      { locale: 'de_DE', composer_input_disabled: false, call_to_actions: [{ type: 'postback', title: 'Öffnungszeiten', payload: 'MENU_HOURS' }] },
    ]);
    // A later draft is not live until launched again.
    const changed = await owner.client.request('PUT', api('persistent-menu'), { menus: [menu(menuFlowId).menus[0]!] });
    expect(changed.body).toMatchObject({ status: 'launched', changedSinceLaunch: true });
    expect(profile().persistent_menu).toHaveLength(2);
  });

  it('a postback from a menu item starts the chosen flow: its reply reaches the person', async () => {
    world.fake.addPerson(page, 'PSID-MENU');
    const body = {
      object: 'page',
      entry: [
        {
          id: page,
          time: Date.now(),
          messaging: [
            {
              sender: { id: 'PSID-MENU' },
              recipient: { id: page },
              timestamp: Date.now(),
              postback: { mid: 'm_pb_1', title: 'Opening hours', payload: 'MENU_HOURS' },
            },
          ],
        },
      ],
    };
    const signed = world.fake.signedWebhook(body);
    expect((await postWebhook(world.t.url, 'messenger', signed.rawBody, { headers: signed.headers })).status).toBe(200);
    const sends = await eventually(
      () => world.fake.sends.filter((s) => s.recipient === 'PSID-MENU'),
      (s) => s.length >= 1,
    );
    expect(sends.map((s) => s.message)).toEqual([{ text: 'We open at nine.' }]);
  });

  it('keeps Get started while the menu is live, then disables the menu and Get started: both removed from the profile', async () => {
    const refused = await owner.client.request('POST', api('get-started', '/disable'), {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('Disable the persistent menu first');
    const menuOff = await owner.client.request('POST', api('persistent-menu', '/disable'), {});
    expect(menuOff.body).toMatchObject({ status: 'disabled' });
    expect(profile().persistent_menu).toBeUndefined();
    const off = await owner.client.request('POST', api('get-started', '/disable'), {});
    expect(off.body).toMatchObject({ status: 'disabled', draft: { flowId: welcomeFlowId } });
    expect(profile().get_started).toBeUndefined();
  });
});

describe('the welcome message and ice breakers', () => {
  it('launches the welcome message as the greeting and disables it', async () => {
    const greetings = [
      { locale: 'default', text: 'Hi {{user_first_name}}, welcome to Tool Shop!' },
      { locale: 'fr_FR', text: 'Bonjour, bienvenue !' },
    ];
    expect((await owner.client.request('PUT', api('welcome-message'), { greetings })).status).toBe(200);
    expect((await owner.client.request('POST', api('welcome-message', '/launch'), {})).body.status).toBe('launched');
    expect(profile().greeting).toEqual(greetings);
    expect((await owner.client.request('POST', api('welcome-message', '/disable'), {})).body.status).toBe('disabled');
    expect(profile().greeting).toBeUndefined();
  });

  it("launches ice breakers on the page and on its Instagram account (platform=instagram), in Meta's current format", async () => {
    const draft = { locales: [{ locale: 'default', questions: [{ question: 'When are you open?', flowId: menuFlowId }] }] };
    await owner.client.request('PUT', api('ice-breakers'), draft);
    expect((await owner.client.request('POST', api('ice-breakers', '/launch'), {})).status).toBe(200);
    expect(profile().ice_breakers).toEqual([{ locale: 'default', call_to_actions: [{ question: 'When are you open?', payload: 'MENU_HOURS' }] }]);
    // The page's flow does not run on Instagram: its ice breakers start the Instagram account's flows.
    await owner.client.request('PUT', api('ice-breakers', '?platform=instagram'), draft);
    const wrongFlow = await owner.client.request('POST', api('ice-breakers', '/launch?platform=instagram'), {});
    expect(wrongFlow.status).toBe(422);
    expect(wrongFlow.body.error.message).toContain('no longer a published, enabled flow of this page');
    const ig = { locales: [{ locale: 'default', questions: [{ question: 'How much?', flowId: igFlowId }] }] };
    await owner.client.request('PUT', api('ice-breakers', '?platform=instagram'), ig);
    expect((await owner.client.request('POST', api('ice-breakers', '/launch?platform=instagram'), {})).body.status).toBe('launched');
    expect(profile('instagram').ice_breakers).toEqual([{ locale: 'default', call_to_actions: [{ question: 'How much?', payload: 'IG_PRICES' }] }]);
    expect((await owner.client.request('GET', api('ice-breakers'))).body.draft).toEqual(draft);
    await owner.client.request('POST', api('ice-breakers', '/disable?platform=instagram'), {});
    expect(profile('instagram').ice_breakers).toBeUndefined();
    expect(profile().ice_breakers).toHaveLength(1);
  });
});

describe('limits and refusals', () => {
  const refusal = async (tool: string, body: unknown) => {
    const answer = await owner.client.request('PUT', api(tool), body);
    expect(answer.status).toBe(400);
    const error = answer.body.error as { message: string; fields?: Record<string, string> };
    return [error.message, ...Object.entries(error.fields ?? {}).map(([field, message]) => `${field}: ${message}`)].join('\n');
  };

  it('refuses a welcome message over 160 characters, more than 4 ice breakers and a question over 80', async () => {
    expect(await refusal('welcome-message', { greetings: [{ locale: 'default', text: 'x'.repeat(161) }] })).toContain('at most 160 characters');
    const question = (q: string) => ({ question: q, flowId: menuFlowId });
    const five = Array.from({ length: 5 }, (_, i) => question(`Question ${i}`));
    expect(await refusal('ice-breakers', { locales: [{ locale: 'default', questions: five }] })).toContain('at most 4 ice breakers');
    expect(await refusal('ice-breakers', { locales: [{ locale: 'default', questions: [question('q'.repeat(81))] }] })).toContain('at most 80 characters');
  });

  it('refuses nested menus (removed by Meta), titles over 30, more than 20 items, and a menu without the default locale', async () => {
    const item = { type: 'postback', title: 'Hours', flowId: menuFlowId };
    const menu = (items: unknown[], locale = 'default') => ({ menus: [{ locale, composerInputDisabled: false, items }] });
    expect(await refusal('persistent-menu', menu([{ type: 'nested', title: 'More', call_to_actions: [item] }]))).toContain('nested menus');
    expect(await refusal('persistent-menu', menu([{ ...item, title: 't'.repeat(31) }]))).toContain('at most 30 characters');
    expect(await refusal('persistent-menu', menu(Array(21).fill(item)))).toContain('at most 20 menu items');
    expect(await refusal('persistent-menu', menu([item], 'en_US'))).toContain('"default" locale');
    expect(await refusal('persistent-menu', menu([{ type: 'web_url', title: 'Inside', url: 'http://127.0.0.1/admin' }]))).toMatch(
      /^menus\.0\.items\.0\.url: /m,
    );
  });

  it("answers 404 for another account's page, on every tool", async () => {
    const other = await messengerOwner(world, 'Other');
    for (const [method, path, body] of [
      ['GET', api('persistent-menu'), undefined],
      ['PUT', api('welcome-message'), { greetings: [{ locale: 'default', text: 'Hi' }] }],
      ['POST', api('ice-breakers', '/launch'), {}],
      ['POST', api('get-started', '/disable'), {}],
      ['GET', api('flows'), undefined],
    ] as const) {
      const answer = await other.client.request(method, path, body);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });

  it('marks the page when Facebook no longer takes its token, and says to reconnect', async () => {
    world.fake.expirePageToken(page);
    const refused = await owner.client.request('POST', api('welcome-message', '/launch'), {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('Connect the Facebook account again');
    expect((await pagesOf(owner)).get(page)!.validAccessToken).toBe(false);
  });
});
