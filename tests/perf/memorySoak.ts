import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../support/testDatabase.ts';

/**
 * The server's memory across a soak of requests that name hosts a client makes up: a quarter
 * with a new host name each, a quarter with a new 200-character one, a quarter with one 8 KB
 * Host (refused), the rest the server's own address (a signed-in session read, given a cookie).
 * What the process keeps per host or per request shows as growth; bounded, the memory levels
 * off after the first part. Read from outside, from /proc/<pid>/status (VmRSS) of the server:
 * nothing in the server measures itself.
 */
export async function memorySoak(url: string, pid: number, options: { requests?: number; cookie?: string } = {}): Promise<string[]> {
  const total = options.requests ?? 100_000;
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  const longHost = `${'l'.repeat(8 * 1024)}.example.test`;
  const statuses = new Map<number, number>();
  const send = (i: number): Promise<void> => {
    const kind = i % 4;
    const host =
      kind === 0 ? `soak-${i}.example.test` : kind === 1 ? `soak-${i}.${'p'.repeat(190)}.example.test` : kind === 2 ? longHost : `${hostname}:${port}`;
    const signedIn = kind === 3 && options.cookie !== undefined;
    const headers: Record<string, string> = signedIn ? { host, cookie: options.cookie! } : { host };
    return new Promise((done, fail) => {
      const req = request({ host: hostname, port, agent, path: signedIn ? '/api/auth/session' : '/api/hello', headers }, (res) => {
        statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
        res.resume();
        res.on('end', done);
      });
      req.on('error', fail);
      req.end();
    });
  };

  resetPeak(pid);
  const samples: Array<{ at: string; mb: number }> = [{ at: 'before', mb: residentMb(pid) }];
  const concurrency = 20;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < total) {
      const i = next++;
      await send(i);
      // One sampler: the request that finishes each quarter.
      if ((i + 1) % (total / 4) === 0) samples.push({ at: `${((i + 1) / 1000).toFixed(0)}k`, mb: residentMb(pid) });
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - began) / 1000;
  agent.destroy();
  // The collector runs when the server idles: what is still held after it is what stays.
  await new Promise((r) => setTimeout(r, 5_000));
  samples.push({ at: '5 s idle', mb: residentMb(pid) });

  const half = samples.find((s) => s.at === `${(total / 2000).toFixed(0)}k`)!.mb;
  const end = samples.find((s) => s.at === `${(total / 1000).toFixed(0)}k`)!.mb;
  return [
    `Memory soak (${total.toLocaleString('en-US')} requests in ${seconds.toFixed(1)} s: 1/4 new host names, 1/4 new 200-character ones, 1/4 an 8 KB Host, 1/4 the server's own${options.cookie ? ' with a session' : ''}):`,
    `  server RSS ${samples.map((s) => `${s.at} ${s.mb.toFixed(0)} MB`).join(', ')}; second half ${signed(end - half)} MB, peak during the soak ${peakMb(pid).toFixed(0)} MB`,
    `  answers: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status} x ${n}`)
      .join(', ')}`,
  ];
}

function status(pid: number): string {
  return readFileSync(`/proc/${pid}/status`, 'utf8');
}

function residentMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(status(pid))![1]) / 1024;
}

function peakMb(pid: number): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(status(pid))![1]) / 1024;
}

/** The peak (VmHWM) from now on, not the start-up's (migrations, PGlite's first load). */
function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // another user's process, or not Linux: the peak then counts from the start
  }
}

function signed(mb: number): string {
  return `${mb >= 0 ? '+' : ''}${mb.toFixed(0)}`;
}

// Alone (`node tests/perf/memorySoak.ts`): a server of its own on port 3904, then the soak.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, '../..');
  const url = 'http://127.0.0.1:3904';
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Something already answers on ${url}: stop it first.`);
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'chatmill-soak-'));
  const env = { ...process.env, PORT: '3904', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...(database.kind === 'postgres' ? database.env : { DATA_DIR: dataDir }) };
  const server = spawn(join(root, 'node_modules', '.bin', 'node'), ['core/src/cli/start.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (
      let tries = 0;
      !(await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      tries++
    ) {
      if (tries > 1200 || server.exitCode !== null) throw new Error('The server did not start.');
      await new Promise((r) => setTimeout(r, 100));
    }
    const json = { 'content-type': 'application/json' };
    const setup = await fetch(`${url}/api/setup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Soak Admin', email: 'soak@example.com', password: 'soak password' }),
    });
    const cookie = setup.headers.getSetCookie()[0]?.split(';')[0];
    process.stdout.write(`${(await memorySoak(url, server.pid!, cookie ? { cookie } : {})).join('\n')}\n`);
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
