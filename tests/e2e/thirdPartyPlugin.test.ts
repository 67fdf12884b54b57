import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '../../core/src/config/loadSettings.ts';
import { launchChromium } from '../support/browser.ts';
import { createTestDatabase } from '../support/testDatabase.ts';
import { makeFreshCopy, npmStart, run, waitForHealth } from '../support/freshCopy.ts';

/**
 * A third party builds a plugin with the SDK, packs it with `npm pack`, and an owner installs
 * the tarball into an existing install and restarts it: the plugin's menu item and screen
 * appear, and neither the dashboard shell nor the core was rebuilt.
 */
const fixture = join(repoRoot, 'tests', 'fixtures', 'third-party-plugin');
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a third-party plugin installed from an npm tarball', () => {
  it('shows its menu item and screen after a restart, without a rebuild of the shell or the core', async () => {
    // The third party's side: build the web half with the SDK's tool, then pack.
    run(join(repoRoot, 'node_modules', '.bin', 'node'), [join(repoRoot, 'sdk', 'src', 'build', 'cli.ts'), fixture], repoRoot);
    const tarballName = run('npm', ['pack', '--silent', '--pack-destination', '/tmp'], fixture).trim().split('\n').pop()!;
    const tarball = join('/tmp', tarballName);
    cleanups.push(() => rmSync(tarball, { force: true }));

    // The owner's side: an existing install that has run once.
    const copy = makeFreshCopy(repoRoot);
    cleanups.push(() => rmSync(copy, { recursive: true, force: true }));
    // On PostgreSQL the install gets a database of its own: the one named by DATABASE_URL may
    // already have an owner (from another run), and the setup screen would not show.
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const env = { PORT: '3941', HOST: '127.0.0.1', DATA_DIR: join(copy, 'data'), ...(database.kind === 'postgres' ? database.env : {}) };
    const first = npmStart(copy, env);
    cleanups.push(first.stop);
    await waitForHealth('http://127.0.0.1:3941', 240_000, first.output);
    await first.stop();
    const shellIndex = join(copy, 'web', 'dist', 'index.html');
    const before = { hash: readFileSync(join(copy, 'web', 'dist', '.source-hash'), 'utf8'), mtime: statSync(shellIndex).mtimeMs };

    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], copy);
    const second = npmStart(copy, env);
    cleanups.push(second.stop);
    await waitForHealth('http://127.0.0.1:3941', 120_000, second.output);
    expect(second.output()).not.toContain('Building the dashboard');
    expect(statSync(shellIndex).mtimeMs).toBe(before.mtime);
    expect(readFileSync(join(copy, 'web', 'dist', '.source-hash'), 'utf8')).toBe(before.hash);

    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    const page = await (await browser.newContext({ baseURL: 'http://127.0.0.1:3941' })).newPage();
    await page.goto('/home/setup');
    await page.getByLabel('Name', { exact: true }).fill('Ada Admin');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('ada password 1');
    await page.getByRole('button', { name: 'Create admin account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Hello World' }).click();
    await page.waitForURL('**/hello-world');
    await page.getByRole('heading', { name: 'Hello from a third-party plugin' }).waitFor();
    await page.getByText('Hello, Ada Admin!').waitFor();

    // Its settings panel shows on the settings screen, with the brand's name from the host.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Plugin Settings' }).click();
    await page.waitForURL('**/my-account/settings');
    await page.getByRole('heading', { name: /Greeting/ }).waitFor();
    await page.getByText('Greetings on Chatmill go to Ada Admin.').waitFor();
  }, 600_000);
});
