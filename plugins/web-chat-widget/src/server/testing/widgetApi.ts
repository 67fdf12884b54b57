import WebSocket from 'ws';
import { setUpAdmin, signUpOwner as signUp, startProduct, type Answer, type Product, type ProductClient } from '@chatmill/sdk/testing';
import { startTestPlatform, type TestPlatform } from '../../../../../tests/support/testPlatform.ts';
import type { ServerMessage } from '../../common/protocol.ts';

/** Test support: the product with this plugin, signed-in owners, and visitors on the widget socket. */

export type Response = Answer;

/** A signed-in owner calling `/api/web-chat-widget/...`. */
export class WidgetApi {
  readonly client: ProductClient;
  readonly accountId: number;

  constructor(client: ProductClient, accountId: number) {
    this.client = client;
    this.accountId = accountId;
  }

  get = (path: string) => this.client.request('GET', `/api/web-chat-widget${path}`);
  post = (path: string, body?: unknown) => this.client.request('POST', `/api/web-chat-widget${path}`, body ?? {});
  put = (path: string, body: unknown) => this.client.request('PUT', `/api/web-chat-widget${path}`, body);
  patch = (path: string, body: unknown) => this.client.request('PATCH', `/api/web-chat-widget${path}`, body);
  delete = (path: string) => this.client.request('DELETE', `/api/web-chat-widget${path}`);

  /** Creates a widget (on https://shop.example.com unless the body says otherwise) and returns it. */
  async createWidget(body: Record<string, unknown> = {}): Promise<{ id: number; widgetId: string; domains: string[] }> {
    const res = await this.post('/accounts', { name: 'Shop chat', title: 'Ask us', domains: ['https://shop.example.com'], ...body });
    if (res.status !== 201) throw new Error(`POST /accounts answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

/** The product as an operator runs it, through the SDK's harness (`@chatmill/sdk/testing`), as a third party's channel tests would. */
export function startWidgetProduct(): Promise<Product> {
  return startProduct({ admin: { email: 'admin@example.com', password: 'admin password 1' } });
}

/** The product in this process, for tests that reach into it (jobs, the clock, the database); set up like startWidgetProduct. */
export async function startWidgetPlatform(env: Record<string, string> = {}, options: { work?: boolean } = {}): Promise<TestPlatform> {
  const t = await startTestPlatform(env, options);
  await setUpAdmin(t.url, { email: 'admin@example.com', password: 'admin password 1' });
  return t;
}

/** Registers the owner of a new account and signs them in. */
export async function signUpOwner(product: { url: string }, name = 'Owner'): Promise<WidgetApi> {
  const { client, user } = await signUp(product.url, { name });
  return new WidgetApi(client, user.accountId);
}

/** A website visitor's socket: what arrived, and how it closed. */
export interface Visitor {
  socket: WebSocket;
  messages: ServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: Record<string, unknown>): void;
  /** The first message of this type that arrives (or has arrived) and matches. */
  next<T extends ServerMessage['type']>(
    type: T,
    match?: (m: Extract<ServerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
}

/** Opens the widget socket as a browser on `origin` would (browsers always send Origin). */
export async function openVisitor(baseUrl: string, query: Record<string, string>, origin: string | null = 'https://shop.example.com'): Promise<Visitor> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/web-chat-widget/socket?${new URLSearchParams(query)}`;
  const socket = new WebSocket(url, origin ? { headers: { origin } } : {});
  const messages: ServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    next: async (type, match = () => true, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.type === type && match(m as never));
        if (found) return found as never;
        if (Date.now() > deadline) throw new Error(`no ${type} message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
