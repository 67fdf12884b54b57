import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '../../core/src/config/loadSettings.ts';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.ts';

const nodeBin = join(repoRoot, 'node_modules', '.bin', 'node');

function run(script: string, env: Record<string, string>) {
  const result = spawnSync(nodeBin, [join(repoRoot, script)], { env: { ...process.env, LOG_LEVEL: 'error', ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the command line', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('stops the start on a wrong setting, naming it and what it expects', () => {
    const { status, output } = run('core/src/cli/start.ts', { PORT: 'eighty', SMTP_PORT: '25' });
    expect(status).toBe(2);
    expect(output).toContain('The settings are not valid:');
    expect(output).toMatch(/port \(PORT\): Invalid input: expected number/);
    expect(output).toMatch(/smtp\.host \(SMTP_HOST\)/);
  });

  it('npm run migrate applies the migrations once, then finds the database up to date', async () => {
    let database: TestDatabase | null = null;
    let env: Record<string, string>;
    if (process.env.DATABASE_URL) {
      database = await createTestDatabase();
      cleanups.push(() => database!.drop());
      env = database.env;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'chatmill-migrate-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir };
    }
    const first = run('core/src/cli/migrate.ts', env);
    expect(first.output).toContain('core/Migration20261122000001_identity\n  core/Migration20261122000002_brand_plugins');
    expect(first.output).toMatch(/^Applied \d+ migration\(s\):/);
    expect(first.status).toBe(0);
    const second = run('core/src/cli/migrate.ts', env);
    expect(second.output).toContain('The database is up to date.');
  });
});
