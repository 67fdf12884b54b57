import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { CanonicalEvent, FlowGraphInput } from '@chatmill/sdk';
import { repoRoot } from '../../../core/src/config/loadSettings.ts';
import { FakeChannelPlatform, signedWebhook, testChannelWebhookPath } from '../../fakes/flowChannelPlatform.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';
import { runtimePluginRoot } from './runtimeWorld.ts';

/**
 * Issue 6: "1,000 subscribers in a time gap, the worker killed with SIGKILL twice while they
 * come due; after restarts each got its message exactly once." The product runs in child
 * processes on a database this test creates: on PGlite the one platform process (web and
 * worker) is killed and started again on the same DATA_DIR; on PostgreSQL the separate worker
 * process is. The flow runtime's clock runs 45 s behind in those processes, so the flow's
 * one-minute time gaps come due about 15 s after each subscriber entered them. It takes about a
 * minute on either database.
 */
const subscribers = 1_000;
const nodeBin = join(repoRoot, 'node_modules', '.bin', 'node');
const script = join(repoRoot, 'tests', 'integration', 'flows', 'productProcess.ts');

interface Product {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  output(): string;
}

function startProduct(env: Record<string, string>): Promise<Product> {
  let output = '';
  const child = spawn(nodeBin, [script], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', TEST_PLUGIN_ROOT: runtimePluginRoot, TEST_CLOCK_OFFSET_MS: '-45000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The product did not start:\n${output}`)), 60_000);
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const ready = /ready (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, url: ready[1]!, exited, output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The product exited (${code}) before it was ready:\n${output}`));
    });
  });
}

async function kill(product: Product): Promise<void> {
  product.child.kill('SIGKILL');
  await product.exited;
}

const graph: FlowGraphInput = {
  nodes: [
    { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'wait', strictness: 'match' }] } },
    { id: 'first', type: 'NewMessageSet', position: { x: 200, y: 0 }, data: { items: [{ id: 't1', kind: 'text', text: 'You are waiting' }] } },
    { id: 'mark', type: 'Action', position: { x: 400, y: 0 }, data: { actions: [{ kind: 'addTag', tag: 'waiting' }] } },
    { id: 'gap', type: 'TimeGap', position: { x: 600, y: 0 }, data: { amount: 1, unit: 'minute' } },
    { id: 'later', type: 'NewMessageSet', position: { x: 800, y: 0 }, data: { items: [{ id: 't2', kind: 'text', text: 'Time is up' }] } },
  ],
  edges: [
    { id: 'e1', source: 'start', sourceHandle: 'next', target: 'first' },
    { id: 'e2', source: 'first', sourceHandle: 'next', target: 'mark' },
    { id: 'e3', source: 'mark', sourceHandle: 'next', target: 'gap' },
    { id: 'e4', source: 'gap', sourceHandle: 'next', target: 'later' },
  ],
};

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a killed worker', () => {
  it('loses and repeats nothing: 1,000 subscribers in a time gap each get the message once after two SIGKILLs', async () => {
    const fake = await new FakeChannelPlatform().start();
    cleanups.push(() => fake.stop());
    const postgres = Boolean(process.env.DATABASE_URL);
    let databaseEnv: Record<string, string>;
    if (postgres) {
      const database = await createTestDatabase();
      cleanups.push(database.drop);
      databaseEnv = database.env;
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'chatmill-fault-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      databaseEnv = { DATA_DIR: dataDir };
    }
    // PGlite: one process serves and works. PostgreSQL: a web process that does not work, and a worker.
    const web = await startProduct({ ...databaseEnv, SERVE: '1', WORK: postgres ? '0' : '1' });
    let running: Product = web;
    const stopAll = async () => {
      for (const product of new Set([web, running])) {
        if (product.child.exitCode === null && product.child.signalCode === null) await kill(product);
      }
    };
    cleanups.push(stopAll);
    const restartWorker = () => startProduct({ ...databaseEnv, SERVE: postgres ? '0' : '1', WORK: '1' });
    if (postgres) running = await restartWorker();
    const api = () => new ApiClient(postgres ? web.url : running.url);

    // An owner, a connected bot, and the flow published through the API.
    const owner = api();
    expect((await owner.post('/api/setup', { name: 'Admin', email: 'admin@example.com', password: 'admin password 1' })).status).toBe(201);
    const channelAccountId = 'bot-fault';
    const webhookSecret = 'fault-test-webhook-secret';
    expect((await owner.post('/api/test-channel/accounts', { channelAccountId, apiBase: fake.url, webhookSecret })).status).toBe(201);
    const created = await owner.post('/api/flows', { name: 'Wait a minute', channel: 'telegram', channelAccountId });
    expect(created.status).toBe(201);
    const saved = await owner.request('PUT', `/api/flows/${created.body.id}/draft`, { graph, revision: created.body.draftRevision });
    expect(saved.status).toBe(200);
    const published = await owner.post(`/api/flows/${created.body.id}/publish`);
    expect(published.body).toMatchObject({ version: 1 });

    // 1,000 subscribers write the keyword: each gets the first message and enters the time gap.
    const names = Array.from({ length: subscribers }, (_, i) => `sub-${i}`);
    for (let i = 0; i < subscribers; i += 100) {
      const batch: CanonicalEvent[] = names
        .slice(i, i + 100)
        .map((name) => ({ kind: 'message', eventId: `hello-${name}`, subscriberExternalId: name, timestamp: new Date(), text: 'wait', attachments: [] }));
      const { body, headers } = signedWebhook(channelAccountId, webhookSecret, batch);
      const res = await api().request('POST', testChannelWebhookPath, body, headers);
      expect(res.body).toEqual({ accepted: 100, duplicates: 0, ignored: 0 });
    }
    const later = () => fake.delivered.filter((sent) => sent.message.text === 'Time is up').length;

    // Killed as the first gaps come due, and again in the thick of it; started again each time.
    await fake.waitUntil(() => later() >= 20, 'the first time gaps to come due', 90_000);
    await kill(running);
    const afterFirstKill = later();
    running = await restartWorker();
    await fake.waitUntil(() => later() >= Math.min(afterFirstKill + 250, subscribers - 100), 'more time gaps after the first restart', 90_000);
    await kill(running);
    running = await restartWorker();

    await fake.waitUntil(() => later() >= subscribers, 'every subscriber’s second message', 90_000);
    // Give anything that would repeat a message the time to do it.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    for (const name of names) {
      const got = fake.to(name);
      expect(got.map((sent) => sent.message.text)).toEqual(['You are waiting', 'Time is up']);
    }
    // The runtime wrote each message once: one idempotency key per message. A send cut off by a
    // kill between the platform's answer and the commit is repeated with its key (the platform
    // drops the copy); there are at most as many of those as sends in flight at the two kills.
    expect(new Set(fake.requests.map((sent) => sent.idempotencyKey)).size).toBe(subscribers * 2);
    expect(fake.requests.length - fake.delivered.length).toBeLessThanOrEqual(20);
    await stopAll();
    // Each wait above has its own limit and says what did not happen; this one is their sum.
  }, 420_000);
});
