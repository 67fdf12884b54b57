import WebSocket from 'ws';
import { ApiClient } from '../../../../../tests/support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../../../../../tests/support/testPlatform.ts';
import type { ServerMessage } from '../../common/protocol.ts';

/** Test support: the product with this plugin, signed-in owners, and visitors on the widget socket. */

export type Response = Awaited<ReturnType<ApiClient['request']>>;

/** A signed-in owner calling `/api/web-chat-widget/...`. */
export class WidgetApi {
  readonly client: ApiClient;
  readonly accountId: number;

  constructor(client: ApiClient, accountId: number) {
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

let owners = 0;

export async function startWidgetPlatform(env: Record<string, string> = {}, options: { work?: boolean } = {}): Promise<TestPlatform> {
  const t = await startTestPlatform(env, options);
  const setup = await new ApiClient(t.url).post('/api/setup', { name: 'Platform Admin', email: 'admin@example.com', password: 'admin password 1' });
  if (setup.status !== 201) throw new Error(`setup answered ${setup.status}`);
  return t;
}

/** Registers the owner of a new account and signs them in. */
export async function signUpOwner(t: TestPlatform, name = 'Owner'): Promise<WidgetApi> {
  const client = new ApiClient(t.url);
  owners += 1;
  const res = await client.post('/api/auth/register', { name, email: `widget-owner${owners}.${process.pid}@example.com`, password: 'owner password 1' });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  return new WidgetApi(client, res.body.user.accountId as number);
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
