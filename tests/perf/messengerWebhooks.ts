import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { minimalFlowGraph, publishFlow, ProductClient } from '@chatmill/sdk/testing';
import { FakeGraphApi } from '../fakes/fakeGraphApi.ts';
import { pagesOf, signInWithFacebook } from '../integration/messenger/messengerWorld.ts';

/**
 * Messenger's webhook on the running product, against the fake Graph API (tests/fakes):
 *   (a) ingest: signed webhooks of one message each (a text no flow answers), as fast as
 *       `connections` clients post them: verify the signature, store the event, enqueue it.
 *       Printed with its ratio to the bare node:http server of the same run;
 *   (b) a burst: `pages` connected pages, each with a published flow answering 'hello', get
 *       `messagesPerPage` people's 'hello' each (10,000 in all unless told); the time from the
 *       first post until the fake's Send API accepted every reply, and how many calls the fake
 *       refused for going over Meta's 300 a second per page (it should be none).
 */

export interface BenchLogin {
  email: string;
  password: string;
}

/** The fake Graph API the product is started against (its settings: `fake.env()`). */
export function startBenchGraphApi(): Promise<FakeGraphApi> {
  return new FakeGraphApi().start();
}

const pageIdOf = (index: number) => `77${String(index).padStart(6, '0')}`;

/** Signs the bench admin in, connects `pages` pages through the fake's Facebook Login and publishes a 'hello' flow on each. */
export async function connectBenchPages(appUrl: string, login: BenchLogin, fake: FakeGraphApi, pages: number): Promise<ProductClient> {
  const client = new ProductClient(appUrl);
  const signedIn = await client.request('POST', '/api/auth/login', login);
  if (signedIn.status !== 200) throw new Error(`The bench admin could not sign in: ${signedIn.status}`);
  const ids = Array.from({ length: pages }, (_, index) => pageIdOf(index));
  for (const [index, id] of ids.entries()) fake.addPage(id, `BENCH-PAGE-TOKEN-${index}`, [], { name: `Bench page ${index}` });
  fake.signInAs({ id: '7000001', name: 'Bench Admin', email: 'bench@example.com', pageIds: ids });
  const owner = { client, accountId: 0 };
  await signInWithFacebook(owner);
  for (const page of (await pagesOf(owner)).values()) {
    const connected = await client.request('POST', `/api/messenger/pages/${page.id}/connect`, {});
    if (connected.status !== 200) throw new Error(`Connecting a bench page answered ${connected.status}: ${JSON.stringify(connected.body)}`);
  }
  for (const id of ids)
    await publishFlow(client, { channel: 'messenger', channelAccountId: id, name: `Bench hello ${id}`, graph: minimalFlowGraph('Hello from the bench!') });
  return client;
}

function webhookOf(pageId: string, psid: string, text: string): unknown {
  const at = Date.now();
  return {
    object: 'page',
    entry: [
      { id: pageId, time: at, messaging: [{ sender: { id: psid }, recipient: { id: pageId }, timestamp: at, message: { mid: `m_${randomUUID()}`, text } }] },
    ],
  };
}

/** (a): requests per second of signed webhooks, each a new event. */
export async function webhookIngest(appUrl: string, fake: FakeGraphApi, options: { seconds: number; connections: number; pages: number }) {
  let n = 0;
  const result = await autocannon({
    url: `${appUrl}/api/channels/messenger/webhook`,
    connections: options.connections,
    duration: options.seconds,
    method: 'POST',
    setupClient: (client) => {
      client.setHeaders({ 'content-type': 'application/json' });
    },
    requests: [
      {
        setupRequest: (request) => {
          n++;
          const signed = fake.signedWebhook(webhookOf(pageIdOf(n % options.pages), `ingest-${n % 1000}`, 'just looking'));
          return { ...request, method: 'POST', body: signed.rawBody, headers: { ...request.headers, ...signed.headers } };
        },
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** (b): the burst; answers the lines to print. */
export async function webhookBurst(
  appUrl: string,
  fake: FakeGraphApi,
  options: { pages: number; messagesPerPage: number; connections: number },
): Promise<string[]> {
  const work: Array<{ pageId: string; psid: string }> = [];
  for (let person = 0; person < options.messagesPerPage; person++) {
    for (let page = 0; page < options.pages; page++) {
      const pageId = pageIdOf(page);
      const psid = `burst-${page}-${person}`;
      fake.addPerson(pageId, psid);
      work.push({ pageId, psid });
    }
  }
  const expected = work.length;
  const sentBefore = fake.sends.length;
  const limitedBefore = fake.rateLimitedAnswers;
  const began = performance.now();
  let next = 0;
  let failedPosts = 0;
  const poster = async () => {
    while (next < work.length) {
      const { pageId, psid } = work[next++]!;
      const signed = fake.signedWebhook(webhookOf(pageId, psid, 'hello'));
      const answer = await fetch(`${appUrl}/api/channels/messenger/webhook`, { method: 'POST', headers: signed.headers, body: signed.rawBody });
      if (answer.status !== 200) failedPosts++;
      await answer.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, poster));
  const postedMs = performance.now() - began;
  const deadline = Date.now() + 600_000;
  while (fake.sends.length - sentBefore < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const repliedMs = performance.now() - began;
  const replies = fake.sends.length - sentBefore;
  return [
    `Messenger burst: ${expected.toLocaleString('en')} people's 'hello' across ${options.pages} pages, posted by ${options.connections} clients`,
    `  posted in ${(postedMs / 1000).toFixed(1)} s (${((expected / postedMs) * 1000).toFixed(0)} webhooks/s, ${failedPosts} refused); every reply accepted by the Send API after ${(repliedMs / 1000).toFixed(1)} s (${((replies / repliedMs) * 1000).toFixed(0)} replies/s)`,
    `  replies ${replies.toLocaleString('en')} of ${expected.toLocaleString('en')}; rate-limit answers (#613) from the fake: ${fake.rateLimitedAnswers - limitedBefore}`,
  ];
}

/**
 * Statements per Messenger webhook, counted in the product's process (no noise changes them):
 * a message no flow answers (the request: verify, store, enqueue), and a 'hello' up to the
 * reply accepted by the Send API (the request, the step and the send job). Each the mean of `times`.
 */
export async function messengerStatements(
  t: { url: string; platform: { db: { statementCount(): number } } },
  fake: FakeGraphApi,
  times: number,
): Promise<Array<[string, number]>> {
  await connectBenchPages(t.url, { email: 'bench@example.com', password: 'bench password' }, fake, 1);
  const pageId = pageIdOf(0);
  fake.addPerson(pageId, 'counted');
  const post = async (text: string) => {
    const signed = fake.signedWebhook(webhookOf(pageId, 'counted', text));
    await (await fetch(`${t.url}/api/channels/messenger/webhook`, { method: 'POST', headers: signed.headers, body: signed.rawBody })).arrayBuffer();
  };
  const replied = async (text: string) => {
    const sends = fake.sends.length;
    await post(text);
    while (fake.sends.length === sends) await new Promise((resolve) => setTimeout(resolve, 5));
    // The send job marks the message sent after the platform answered.
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  await replied('hello');
  let before = t.platform.db.statementCount();
  for (let i = 0; i < times; i++) await post('just looking');
  const ingest = (t.platform.db.statementCount() - before) / times;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  before = t.platform.db.statementCount();
  const replies = Math.min(times, 10);
  for (let i = 0; i < replies; i++) await replied('hello');
  return [
    ['Messenger webhook, a message no flow answers (the request)', ingest],
    ["Messenger 'hello' to the reply accepted by the Send API, ORM", (t.platform.db.statementCount() - before) / replies],
  ];
}
