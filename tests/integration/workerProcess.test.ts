import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '../../core/src/config/loadSettings.ts';
import { ApiClient } from '../support/apiClient.ts';
import { FakeSmtpServer } from '../fakes/smtpServer.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

const nodeBin = join(repoRoot, 'node_modules', '.bin', 'node');
const workerScript = join(repoRoot, 'core', 'src', 'cli', 'worker.ts');

function runWorker(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(nodeBin, [workerScript], { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('npm run worker', () => {
  let t: TestPlatform | null = null;
  let smtp: FakeSmtpServer | null = null;
  let worker: ReturnType<typeof runWorker> | null = null;
  afterAll(async () => {
    worker?.child.kill('SIGTERM');
    await worker?.exited;
    await t?.stop();
    await smtp?.stop();
  });

  it('runs the jobs in a process of its own on PostgreSQL, and explains itself on PGlite', async () => {
    if (!process.env.DATABASE_URL) {
      worker = runWorker({ DATA_DIR: 'memory://' });
      expect(await worker.exited).toBe(2);
      expect(worker.output()).toContain('npm run worker needs PostgreSQL: set DATABASE_URL');
      return;
    }
    smtp = await new FakeSmtpServer().start();
    // The web process does not work on jobs: only the separate worker can deliver the mail.
    t = await startTestPlatform(smtp.env(), { work: false });
    const health = await new ApiClient(t.url).get('/api/health');
    expect(health.body.jobs).toMatchObject({ state: 'running', workers: false });

    worker = runWorker({ ...t.database.env, ...smtp.env() });
    const api = new ApiClient(t.url);
    await api.post('/api/setup', { name: 'Admin', email: 'admin@example.com', password: 'admin password' });
    expect((await api.post('/api/auth/forgot-password', { email: 'admin@example.com' })).status).toBe(202);
    const mail = await smtp.waitFor('admin@example.com', 30_000);
    expect(mail.subject).toBe('Reset your Chatmill password');
    expect(worker.output()).toContain('worker started');
  });
});
