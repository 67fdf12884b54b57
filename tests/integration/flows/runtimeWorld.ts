import { join } from 'node:path';
import { expect } from '@jest/globals';
import type { CanonicalEvent, FlowGraphInput } from '@chatmill/sdk';
import { flowGraph } from '@chatmill/sdk';
import { repoRoot } from '../../../core/src/config/loadSettings.ts';
import { FakeChannelPlatform, signedWebhook, testChannelWebhookPath } from '../../fakes/flowChannelPlatform.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../../support/testPlatform.ts';

/**
 * The world of the runtime's tests: the real product with the runtime's test channel plugin
 * (tests/fixtures/plugin-roots/flow-runtime: channel 'telegram', slug 'test-channel/flow-builder'),
 * whose adapter sends to a local fake platform; an owner with a connected channel account;
 * flows published straight into the database (what the store's publish writes), so these tests
 * are about running flows, not about the validator.
 */
export const runtimePluginRoot = join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'flow-runtime');
export const flowSlug = 'test-channel/flow-builder';
export const password = 'owner password 1';

export interface RuntimeWorld {
  t: TestPlatform;
  platform: FakeChannelPlatform;
  owner: ApiClient;
  accountId: number;
  userId: number;
  channelAccountId: string;
  /** The secret the channel account's webhooks are signed with. */
  webhookSecret: string;
  stop(): Promise<void>;
}

let seq = 0;

/** The runtime's test channel; `pluginRoot` may add other plugins beside it (tests/fixtures/plugin-roots/audience adds Contacts). */
export async function startRuntimeWorld(options: { pluginRoot?: string } = {}): Promise<RuntimeWorld> {
  const platform = await new FakeChannelPlatform().start();
  const t = await startTestPlatform({}, { pluginRoot: options.pluginRoot ?? runtimePluginRoot });
  expect((await new ApiClient(t.url).post('/api/setup', { name: 'Platform Admin', email: 'admin@example.com', password })).status).toBe(201);
  const owner = new ApiClient(t.url);
  const registered = await owner.post('/api/auth/register', { name: 'Bot Owner', email: `owner.${++seq}@example.com`, password });
  expect(registered.status).toBe(201);
  const channelAccountId = `bot-${registered.body.user.accountId}`;
  const webhookSecret = `secret-of-${channelAccountId}-${seq}`;
  expect((await owner.post('/api/test-channel/accounts', { channelAccountId, apiBase: platform.url, webhookSecret })).status).toBe(201);
  return {
    t,
    platform,
    owner,
    accountId: registered.body.user.accountId,
    userId: registered.body.user.id,
    channelAccountId,
    webhookSecret,
    stop: async () => {
      await t.stop();
      await platform.stop();
    },
  };
}

/** Publishes `graph` as version 1 of a new enabled flow of the world's channel account; answers the flow id. */
export async function publishFlow(
  world: RuntimeWorld,
  name: string,
  graph: FlowGraphInput,
  options: { enabled?: boolean; channelAccountId?: string } = {},
): Promise<number> {
  const parsed = flowGraph.parse(graph);
  const em = world.t.platform.db.em();
  const [flow] = await em.execute<{ id: number }[]>(
    `insert into "flow" ("account_id", "channel", "channel_account_id", "name", "status", "enabled", "draft", "published_version")
     values (:accountId, 'telegram', :channelAccountId, :name, 'published', :enabled, cast(:graph as jsonb), 1) returning "id"`,
    {
      accountId: world.accountId,
      channelAccountId: options.channelAccountId ?? world.channelAccountId,
      name,
      enabled: options.enabled ?? true,
      graph: JSON.stringify(parsed),
    },
  );
  await em.execute(`insert into "flow_version" ("flow_id", "account_id", "number", "graph") values (:flowId, :accountId, 1, cast(:graph as jsonb))`, {
    flowId: flow!.id,
    accountId: world.accountId,
    graph: JSON.stringify(parsed),
  });
  return flow!.id;
}

/** The platform delivers events to the channel's webhook, signed. */
export async function deliver(world: RuntimeWorld, ...events: CanonicalEvent[]): Promise<{ accepted: number; duplicates: number; ignored: number }> {
  const { body, headers } = signedWebhook(world.channelAccountId, world.webhookSecret, events);
  const res = await new ApiClient(world.t.url).request('POST', testChannelWebhookPath, body, headers);
  expect(res.status).toBe(200);
  return res.body;
}

let eventSeq = 0;
const base = (from: string) => ({ eventId: `ev-${Date.now()}-${++eventSeq}`, subscriberExternalId: from, timestamp: new Date() });

export const events = {
  message: (from: string, text: string, profile?: { name?: string; gender?: 'male' | 'female' }): CanonicalEvent => ({
    ...base(from),
    kind: 'message',
    text,
    attachments: [],
    ...(profile ? { profile } : {}),
  }),
  postback: (from: string, payload: string, title?: string): CanonicalEvent => ({ ...base(from), kind: 'postback', payload, ...(title ? { title } : {}) }),
  quickReply: (from: string, payload: string, text: string): CanonicalEvent => ({ ...base(from), kind: 'quickReply', payload, text }),
  referral: (from: string, ref: string): CanonicalEvent => ({ ...base(from), kind: 'referral', ref }),
  delivery: (from: string, messageIds: string[]): CanonicalEvent => ({ ...base(from), kind: 'delivery', messageIds }),
  read: (from: string, watermark = new Date()): CanonicalEvent => ({ ...base(from), kind: 'read', watermark }),
  otnOptIn: (from: string, payload: string, otnToken: string): CanonicalEvent => ({ ...base(from), kind: 'optIn', payload, otnToken }),
};

/** A new subscriber id on the platform, unique across the test file. */
export function newSubscriber(prefix = 'user'): string {
  return `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
}

// --- graph pieces ---------------------------------------------------------------------------

type Node = FlowGraphInput['nodes'][number];
let nodeX = 0;
const at = () => ({ x: (nodeX += 200), y: 0 });

export const node = {
  start: (data: Record<string, unknown>, id = 'start'): Node => ({ id, type: 'Reference', position: { x: 0, y: 0 }, data }),
  text: (id: string, ...texts: string[]): Node => ({
    id,
    type: 'NewMessageSet',
    position: at(),
    data: { items: texts.map((text, i) => ({ id: `${id}t${i}`, kind: 'text', text })) },
  }),
  message: (id: string, items: unknown[]): Node => ({ id, type: 'NewMessageSet', position: at(), data: { items } }),
  input: (id: string, data: Record<string, unknown>): Node => ({ id, type: 'UserInput', position: at(), data }),
  gap: (id: string, amount: number, unit: string): Node => ({ id, type: 'TimeGap', position: at(), data: { amount, unit } }),
  condition: (id: string, data: Record<string, unknown>): Node => ({ id, type: 'Condition', position: at(), data }),
  action: (id: string, actions: unknown[]): Node => ({ id, type: 'Action', position: at(), data: { actions } }),
};

export function edge(source: string, target: string, sourceHandle = 'next'): FlowGraphInput['edges'][number] {
  return { id: `${source}-${sourceHandle.replace(/:/g, '_')}-${target}`, source, sourceHandle, target };
}

/** The texts of delivered messages (a buttons message by its text). */
export function texts(sent: Array<{ message: { kind: string; text?: unknown } }>): string[] {
  return sent.map((s) => (typeof s.message.text === 'string' ? s.message.text : `[${s.message.kind}]`));
}
