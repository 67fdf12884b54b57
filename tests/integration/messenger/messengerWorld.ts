import { minimalFlowGraph, postWebhook, publishFlow, setUpAdmin, signUpOwner, type Answer, type ProductClient } from '@chatmill/sdk/testing';
import { FakeGraphApi } from '../../fakes/fakeGraphApi.ts';
import { startTestPlatform, type TestPlatform } from '../../support/testPlatform.ts';

/** The product with the Messenger plugin pointed at a fake Graph API, and owners who connect pages through the fake Facebook Login. */
export interface MessengerWorld {
  t: TestPlatform;
  fake: FakeGraphApi;
  stop(): Promise<void>;
}

export async function startMessengerWorld(options: { configured?: boolean } = {}): Promise<MessengerWorld> {
  const fake = await new FakeGraphApi().start();
  const t = await startTestPlatform(options.configured === false ? {} : fake.env(), { allowOutgoingAddress: () => true });
  await setUpAdmin(t.url, { email: 'admin@example.com', password: 'admin password 1' });
  return {
    t,
    fake,
    stop: async () => {
      await t.stop();
      await fake.close();
    },
  };
}

export interface MessengerOwner {
  client: ProductClient;
  accountId: number;
}

export async function messengerOwner(world: MessengerWorld, name = 'Owner'): Promise<MessengerOwner> {
  const { client, user } = await signUpOwner(world.t.url, { name });
  return { client, accountId: user.accountId };
}

/**
 * Facebook Login as the browser goes through it: the product's dialog address, the fake's
 * consent (a redirect back with a code), and the product's callback with the browser's cookies.
 * Answers the callback's redirect: where the screen is sent.
 */
export async function signInWithFacebook(owner: MessengerOwner): Promise<URL> {
  const start = await owner.client.request('POST', '/api/messenger/connect', {});
  if (start.status !== 200) throw new Error(`POST /connect answered ${start.status}: ${JSON.stringify(start.body)}`);
  const dialog = await fetch(start.body.url as string, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location')!);
  const callback = await owner.client.request('GET', `${back.pathname}${back.search}`);
  if (callback.status !== 302) throw new Error(`The callback answered ${callback.status}: ${JSON.stringify(callback.body)}`);
  return new URL(callback.headers.get('location')!, 'http://product');
}

/** The owner's page rows by Facebook page id. */
export async function pagesOf(owner: MessengerOwner): Promise<Map<string, { id: number; connected: boolean; validAccessToken: boolean; botEnabled: boolean }>> {
  const list = await owner.client.request('GET', '/api/messenger/facebook-accounts');
  const pages = (
    list.body.items as Array<{ pages: Array<{ id: number; pageId: string; connected: boolean; validAccessToken: boolean; botEnabled: boolean }> }>
  ).flatMap((account) => account.pages);
  return new Map(pages.map((page) => [page.pageId, page]));
}

/** A person's text to a page (or an Instagram account), as Meta posts it, signed. */
export function postMessage(
  world: MessengerWorld,
  options: { object?: 'page' | 'instagram'; to: string; from: string; text: string; mid: string },
): Promise<Answer> {
  const body = {
    object: options.object ?? 'page',
    entry: [
      {
        id: options.to,
        time: Date.now(),
        messaging: [{ sender: { id: options.from }, recipient: { id: options.to }, timestamp: Date.now(), message: { mid: options.mid, text: options.text } }],
      },
    ],
  };
  const signed = world.fake.signedWebhook(body);
  return postWebhook(world.t.url, 'messenger', signed.rawBody, { headers: signed.headers });
}

/** A published flow that answers 'hello' on the channel account. */
export function publishHelloFlow(owner: MessengerOwner, channelAccountId: string, text: string): Promise<number> {
  return publishFlow(owner.client, { channel: 'messenger', channelAccountId, name: `Hello on ${channelAccountId}`, graph: minimalFlowGraph(text) });
}

/** This period's uses of a package feature by the owner's account. */
export async function usedOf(owner: MessengerOwner, featureId: number): Promise<number> {
  const usage = await owner.client.request('GET', '/api/account/usage');
  return (usage.body.features as Array<{ featureId: number; used: number }>).find((feature) => feature.featureId === featureId)?.used ?? 0;
}

/** Signs the owner in with Facebook (the fake's user) and connects the page; answers its row id. */
export async function connectPage(owner: MessengerOwner, pageId: string): Promise<number> {
  await signInWithFacebook(owner);
  const row = (await pagesOf(owner)).get(pageId);
  if (!row) throw new Error(`Facebook did not list the page ${pageId}`);
  const connected = await owner.client.request('POST', `/api/messenger/pages/${row.id}/connect`, {});
  if (connected.status !== 200) throw new Error(`Connecting ${pageId} answered ${connected.status}: ${JSON.stringify(connected.body)}`);
  return row.id;
}
