import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { kib, pluginChunk, shellFirstLoad } from './bundleSizes.ts';
import { timeCsvImport } from './csvImport.ts';
import { jobThroughput } from './jobThroughput.ts';
import { lighthouseScores } from './lighthouse.ts';
import { memorySoak } from './memorySoak.ts';
import { connectBenchPages, startBenchGraphApi, webhookBurst, webhookIngest } from './messengerWebhooks.ts';
import { statementsPerRequest } from './statementCounts.ts';
import { timeWidgetConversations } from './widgetConversation.ts';
import { widgetScriptSizeLine } from './widgetScriptSize.ts';
import { createTestDatabase } from '../support/testDatabase.ts';
import { buildWebIfNeeded } from '../../scripts/buildWeb.ts';
import { ensureChromium } from '../../scripts/ensureChromium.ts';

/**
 * `npm run bench`: measures, in one run on this machine, requests per second of
 *   - GET /api/health and an authenticated database read (GET /api/auth/session),
 *   - a bare node:http server answering the same JSON (the baseline),
 * the time from `npm start` to the first 200 of /api/health on an existing data folder, and the
 * server's memory across 100,000 requests naming made-up hosts (memorySoak.ts).
 * Each server runs in its own process; the load comes from this one. Figures are printed
 * with their ratio to the baseline, because machines here are noisy.
 */
const root = resolve(import.meta.dirname, '../..');
const node = join(root, 'node_modules', '.bin', 'node');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const dataDir = mkdtempSync(join(tmpdir(), 'chatmill-bench-'));
const children: ChildProcess[] = [];
// The servers run in process groups of their own: should the bench die on an error it did not
// catch, they would go on running, holding the ports the next bench starts its servers on.
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // gone already
    }
  }
});

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  // A process group of its own, so stopping `npm start` also stops the server it started.
  const child = spawn(command, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  children.push(child);
  return child;
}

/** Refuses to measure a server left running by something else on the port the bench's own would take. */
async function ensurePortFree(url: string): Promise<void> {
  const answered = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Something already answers on ${url}: stop it (a server of an earlier bench?) and run the bench again.`);
}

async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child: ChildProcess, url?: string): Promise<void> {
  const running = child.exitCode === null && child.signalCode === null;
  const exited = running ? new Promise((r) => child.once('exit', r)) : Promise.resolve();
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return; // the whole group is gone already
  }
  await exited;
  // npm can exit before the server it started: wait until nothing answers any more.
  for (let i = 0; url && i < 100; i++) {
    const up = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (!up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `refused`: the answer expected is a 4xx, so only failures to answer count as errors. */
async function load(url: string, headers: Record<string, string> = {}, refused = false): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + (refused ? 0 : result.non2xx) };
}

function sizes(): string[] {
  const shell = shellFirstLoad(join(root, 'web', 'dist'));
  const contacts = pluginChunk(join(root, 'plugins', 'contacts', 'dist', 'web'), 'ContactListScreen');
  const entry = pluginChunk(join(root, 'plugins', 'contacts', 'dist', 'web'), 'index');
  return [
    `Shell first load (index.html, entry, preloads, CSS; gzip): ${kib(shell.gzipBytes)} in ${shell.files} files`,
    `Contacts web entry (gzip): ${entry ? kib(entry.gzipBytes) : 'not built'}`,
    `Contacts list screen chunk (gzip): ${contacts ? `${kib(contacts.gzipBytes)} (${contacts.file})` : 'not built'}`,
  ];
}

for (const port of [3901, 3902, 3903]) await ensurePortFree(`http://127.0.0.1:${port}`);

// Lighthouse measures the pages in Chromium (CHROME_PATH, or Debian's).
if (!process.env.CHROME_PATH) ensureChromium();

// What `npm start` serves: the dashboard and the plugins' web halves built with their brotli and
// gzip copies (a bare `vite build` leaves those out, and Lighthouse would measure plain files).
await buildWebIfNeeded(root);

// On PostgreSQL the bench gets a database of its own, dropped afterwards: it must leave nothing
// behind in the database DATABASE_URL names (the tests' runs start from there).
const database = await createTestDatabase();
const graphApi = await startBenchGraphApi();
try {
  const bench: Record<string, string> = database.kind === 'postgres' ? database.env : { DATA_DIR: dataDir };
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

  // The product, started once to create and migrate the data folder and to take the measurements,
  // with Messenger pointed at the fake Graph API of this process.
  const app = start(node, ['core/src/cli/start.ts'], { PORT: '3901', HOST: '127.0.0.1', ...bench, ...graphApi.env() });
  const appUrl = 'http://127.0.0.1:3901';
  await waitForHealth(appUrl);
  const setup = await fetch(`${appUrl}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Admin', email: 'bench@example.com', password: 'bench password' }),
  });
  const login =
    setup.status === 201
      ? setup
      : await fetch(`${appUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'bench@example.com', password: 'bench password' }),
        });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

  const messengerPages = Number(process.env.BENCH_MESSENGER_PAGES ?? 100);
  await connectBenchPages(appUrl, { email: 'bench@example.com', password: 'bench password' }, graphApi, messengerPages);

  const bare = start(node, ['tests/perf/bareServer.ts'], { PORT: '3902' });
  await waitForHealth('http://127.0.0.1:3902');

  process.stdout.write(`Load: ${connections} connections for ${seconds} s each; database ${db}.\n`);
  const baseline = await load('http://127.0.0.1:3902/api/hello');
  const hello = await load(`${appUrl}/api/hello`);
  const health = await load(`${appUrl}/api/health`);
  const session = await load(`${appUrl}/api/auth/session`, { cookie });
  const refusal = await load(`${appUrl}/api/contacts/contacts`, {}, true);
  const ingest = await webhookIngest(appUrl, graphApi, { seconds, connections, pages: messengerPages });
  await stop(bare);
  const pageScores = await lighthouseScores(appUrl, cookie);
  const csvImport = await timeCsvImport(appUrl, cookie, 10_000);
  const widgetConversations = await timeWidgetConversations(appUrl, cookie);
  const burst = await webhookBurst(appUrl, graphApi, {
    pages: messengerPages,
    messagesPerPage: Number(process.env.BENCH_MESSENGER_PER_PAGE ?? 100),
    connections,
  });
  const soak = await memorySoak(appUrl, app.pid!, { cookie });
  await stop(app, appUrl);

  // Start-up on the existing, migrated data folder, through the README's own command.
  const startups: number[] = [];
  for (let i = 0; i < 3; i++) {
    const began = performance.now();
    const again = start('npm', ['start', '--silent'], { PORT: '3903', HOST: '127.0.0.1', ...bench });
    await waitForHealth('http://127.0.0.1:3903');
    startups.push(performance.now() - began);
    await stop(again, 'http://127.0.0.1:3903');
  }
  startups.sort((a, b) => a - b);

  const statements = await statementsPerRequest();
  const jobs = await jobThroughput();

  const row = (name: string, r: { rps: number; p50: number; p99: number; errors: number }, against = baseline, label = 'bare') =>
    `${name.padEnd(48)} ${r.rps.toFixed(0).padStart(8)} req/s  ${(r.rps / against.rps).toFixed(2).padStart(5)}x ${label.padEnd(5)}  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}`;
  process.stdout.write(
    [
      '',
      `${'measurement'.padEnd(48)} ${'rate'.padStart(14)}  ratio`,
      row('baseline: bare node:http, same JSON', baseline),
      row('GET /api/hello (the full stack, nothing else)', hello),
      row('GET /api/health (checks the database)', health),
      row('GET /api/auth/session (authenticated read)', session, hello, 'hello'),
      row('GET /api/contacts/contacts, no session (401)', refusal, hello, 'hello'),
      row('POST Messenger webhook (verify, store, enqueue)', ingest),
      '',
      ...statements,
      '',
      ...jobs,
      '',
      `npm start to first 200 of /api/health (existing ${db} data): median ${startups[1]!.toFixed(0)} ms (runs: ${startups.map((s) => s.toFixed(0)).join(', ')} ms)`,
      '',
      `Contacts CSV import of 10,000 rows (${db}): ${csvImport.ms.toFixed(0)} ms, ${csvImport.rowsPerSecond.toFixed(0)} rows/s, ${csvImport.imported} imported, ${csvImport.failed} failed`,
      '',
      ...widgetConversations,
      '',
      ...burst,
      '',
      ...soak,
      '',
      ...pageScores,
      '',
      ...sizes(),
      await widgetScriptSizeLine(),
      '',
    ].join('\n'),
  );
} finally {
  await Promise.all(children.map((child) => stop(child)));
  await graphApi.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
