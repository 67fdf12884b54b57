import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { FakeFacebookLogin, type FakeFacebookUser, type FakePageListing } from './graphApi/fakeFacebookLogin.ts';
import { graphErrors, type FakeGraphError } from './graphApi/graphErrors.ts';
import { messageProblem } from './graphApi/sendApiChecks.ts';
import { fakeComments } from './graphApi/fakeComments.ts';
import { messengerProfiles } from './graphApi/fakeMessengerProfile.ts';
import { userProfiles } from './graphApi/fakeUserProfile.ts';

export { graphErrors, type FakeGraphError } from './graphApi/graphErrors.ts';
export type { FakeFacebookUser } from './graphApi/fakeFacebookLogin.ts';

/** One Send API call the fake took. */
export interface RecordedSend {
  pageId: string;
  recipient: string;
  messagingType: string;
  tag: string | undefined;
  message: Record<string, unknown>;
  messageId: string;
}

const messagingTypes = new Set(['RESPONSE', 'UPDATE', 'MESSAGE_TAG']);
const tags = new Set(['HUMAN_AGENT', 'CONFIRMED_EVENT_UPDATE', 'POST_PURCHASE_UPDATE', 'ACCOUNT_UPDATE']);

interface FakePage extends FakePageListing {
  people: Set<string>;
  /** The webhook fields the app is subscribed to (`subscribed_apps`); null: not subscribed. */
  subscribedFields: string[] | null;
  /** When the Send API calls of the last second came, for its rate limit. */
  recentSends: number[];
}

const sendApiCallsPerSecond = 300;

/**
 * A local Graph API for Messenger tests. It speaks Meta's documented wire format and checks what
 * Meta checks: Facebook Login (graphApi/fakeFacebookLogin.ts), pages with their tokens and the
 * people who wrote to them, `subscribed_apps`, and the Send API (`POST /<version>/me/messages`:
 * the token, the recipient, `messaging_type` and its tag, the message's shape and limits),
 * answering Meta's error payloads, with errors queued per page. Every call with a token may
 * carry `appsecret_proof`, which must be the HMAC of the token with the app secret. It signs
 * webhooks with the app secret as Meta does.
 */
export class FakeGraphApi {
  readonly appId = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  readonly appSecret = randomBytes(16).toString('hex');
  /** What the app's webhook settings carry as "Verify token", for the subscription handshake. */
  readonly verifyToken = randomBytes(8).toString('hex');
  readonly sends: RecordedSend[] = [];
  /** Send API calls answered #613 because the page went over 300 a second. */
  rateLimitedAnswers = 0;
  readonly login: FakeFacebookLogin;
  readonly #pages = new Map<string, FakePage>();
  readonly #failures = new Map<string, FakeGraphError[]>();
  readonly #version: string;
  #server: Server | null = null;
  #seq = 0;
  url = '';

  constructor(version = 'v24.0') {
    this.#version = version;
    this.login = new FakeFacebookLogin(this.appId, this.appSecret);
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as { port: number }).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise((resolve) => this.#server?.close(resolve));
  }

  /** The plugin's settings that point it here, as environment variables. */
  env(): Record<string, string> {
    return {
      CHATMILL_PLUGIN_MESSENGER_APP_ID: this.appId,
      CHATMILL_PLUGIN_MESSENGER_APP_SECRET: this.appSecret,
      CHATMILL_PLUGIN_MESSENGER_VERIFY_TOKEN: this.verifyToken,
      CHATMILL_PLUGIN_MESSENGER_GRAPH_API_VERSION: this.#version,
      CHATMILL_PLUGIN_MESSENGER_GRAPH_API_BASE: this.url,
      CHATMILL_PLUGIN_MESSENGER_LOGIN_DIALOG_BASE: this.url,
    };
  }

  /** A page this app may act for, with its token; `people` are the PSIDs that wrote to it. */
  addPage(
    pageId: string,
    token: string,
    people: readonly string[] = [],
    details: { name?: string; category?: string; instagram?: { id: string; username: string } } = {},
  ): void {
    this.#pages.set(pageId, {
      id: pageId,
      token,
      name: details.name ?? `Page ${pageId}`,
      category: details.category ?? 'Shopping & retail',
      instagram: details.instagram ?? null,
      people: new Set(people),
      subscribedFields: null,
      recentSends: [],
    });
  }

  /** Someone wrote to the page (or its Instagram account): the Send API now knows them. */
  addPerson(pageId: string, psid: string): void {
    this.#pages.get(pageId)?.people.add(psid);
  }

  /** The person who signs in at the login dialog next, with the pages they manage. */
  signInAs(user: FakeFacebookUser): void {
    this.login.user = user;
  }

  /** The page's token stops working, as when its admin changes their password: every call with it answers 190. */
  expirePageToken(pageId: string): void {
    const page = this.#pages.get(pageId);
    if (page) page.token = `expired-${page.token}`;
  }

  /** The webhook fields the app is subscribed to for the page, or null. */
  subscriptionOf(pageId: string): string[] | null {
    return this.#pages.get(pageId)?.subscribedFields ?? null;
  }

  /** The page's next Send API calls fail with these answers, in order. */
  failNext(pageId: string, ...errors: FakeGraphError[]): void {
    this.#failures.set(pageId, [...(this.#failures.get(pageId) ?? []), ...errors]);
  }

  /** A webhook as Meta posts it: the JSON body and the `X-Hub-Signature-256` of its raw bytes with the app secret. */
  signedWebhook(body: unknown, secret = this.appSecret): { rawBody: string; headers: Record<string, string> } {
    const rawBody = JSON.stringify(body);
    const signature = createHmac('sha256', secret).update(rawBody).digest('hex');
    return { rawBody, headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` } };
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const refuse = (failure: FakeGraphError) => answer(failure.status, { error: { ...failure.error, fbtrace_id: `fake${++this.#seq}` } });
    const prefix = `/${this.#version}/`;
    if (!url.pathname.startsWith(prefix)) return refuse(unknownPath(url.pathname));
    const path = url.pathname.slice(prefix.length);
    const query = url.searchParams;
    if (req.method === 'GET' && path === 'dialog/oauth') return this.login.dialog(query, res, refuse);
    if (req.method === 'GET' && path === 'oauth/access_token') return this.login.accessToken(query, answer, refuse);
    const token = query.get('access_token');
    const proof = query.get('appsecret_proof');
    if (token && proof !== null && proof !== createHmac('sha256', this.appSecret).update(token).digest('hex')) return refuse(graphErrors.invalidProof);
    const user = this.login.userOf(token);
    if (user && req.method === 'GET' && path === 'me') return this.login.me(user, answer);
    if (user && req.method === 'GET' && path === 'me/accounts') return this.login.accounts(user, [...this.#pages.values()], query, answer);
    const page = [...this.#pages.values()].find((p) => p.token === token);
    if (!page) return refuse(token?.startsWith('expired-') ? graphErrors.tokenExpired : graphErrors.invalidToken);
    if (path === 'me/messenger_profile')
      return messengerProfiles(this).handle(page.id, req.method, query, Buffer.concat(chunks).toString('utf8'), answer, refuse);
    const subscription = /^(\d+)\/subscribed_apps$/.exec(path);
    if (subscription) {
      if (subscription[1] !== page.id) return refuse(graphErrors.pagePermission);
      if (req.method === 'POST') page.subscribedFields = (query.get('subscribed_fields') ?? '').split(',').filter(Boolean);
      else if (req.method === 'DELETE') page.subscribedFields = null;
      else return answer(200, { data: page.subscribedFields ? [{ id: this.appId, subscribed_fields: page.subscribedFields }] : [] });
      return page.subscribedFields?.length === 0 ? refuse(graphErrors.invalidParameter) : answer(200, { success: true });
    }
    if (req.method === 'GET' && userProfiles(this).answered(page, path, query, answer, refuse)) return;
    if (fakeComments(this).handle(page, req.method, path, query, Buffer.concat(chunks).toString('utf8'), answer, refuse)) return;
    if (req.method !== 'POST' || path !== 'me/messages') return refuse(unknownPath(url.pathname));
    this.#send(page, Buffer.concat(chunks).toString('utf8'), answer, refuse);
  }

  #send(page: FakePage, raw: string, answer: (status: number, body: unknown) => void, refuse: (failure: FakeGraphError) => void): void {
    const queued = this.#failures.get(page.id)?.shift();
    if (queued) return refuse(queued);
    // Meta's Send API takes 300 calls a second per page (rate-limiting guide); more answer #613.
    const now = Date.now();
    page.recentSends = page.recentSends.filter((at) => now - at < 1000);
    if (page.recentSends.length >= sendApiCallsPerSecond) {
      this.rateLimitedAnswers++;
      return refuse(graphErrors.rateLimited);
    }
    page.recentSends.push(now);
    let body: { recipient?: { id?: unknown }; messaging_type?: unknown; tag?: unknown; message?: Record<string, unknown> };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return refuse(graphErrors.invalidParameter);
    }
    const recipient = typeof body.recipient?.id === 'string' ? body.recipient.id : null;
    if (!recipient || !page.people.has(recipient)) return refuse(graphErrors.noMatchingUser);
    const type = String(body.messaging_type);
    if (!messagingTypes.has(type) || (type === 'MESSAGE_TAG' && !tags.has(String(body.tag)))) return refuse(graphErrors.invalidParameter);
    const problem = messageProblem(body.message);
    if (problem) return refuse({ status: 400, error: { message: `(#100) ${problem}`, type: 'OAuthException', code: 100 } });
    const messageId = `m_fake${++this.#seq}`;
    this.sends.push({
      pageId: page.id,
      recipient,
      messagingType: type,
      tag: typeof body.tag === 'string' ? body.tag : undefined,
      message: body.message!,
      messageId,
    });
    answer(200, { recipient_id: recipient, message_id: messageId });
  }
}

function unknownPath(pathname: string): FakeGraphError {
  return { status: 400, error: { message: `Unknown path components: ${pathname}`, type: 'OAuthException', code: 2500 } };
}
