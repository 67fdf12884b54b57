import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A fresh copy of the product as a new user gets it: the files of this working tree that git
 * tracks or would track (so uncommitted work is included, build output and data are not),
 * then the README's `npm install`.
 */
export function makeFreshCopy(repo: string): string {
  const target = mkdtempSync(join(tmpdir(), 'chatmill-copy-'));
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    try {
      copyFileSync(join(repo, file), join(target, file));
    } catch {
      // a file deleted in the working tree but still tracked: the copy goes without it
    }
  }
  installDependencies(target);
  return target;
}

/** What the copy needs to build and start; an install that lacks them is incomplete. */
const installedMarkers = [
  'node_modules/.bin/vite',
  'node_modules/.bin/node',
  'node_modules/@chatmill/sdk/package.json',
  'web/node_modules/@vitejs/plugin-react/package.json',
];

/**
 * The README's `npm install`, checked: if the tree lacks what the product needs to build and
 * start, npm's output goes to the log and the test fails here, with the reason, rather than
 * later at a start that cannot build.
 */
function installDependencies(target: string): void {
  const output = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], target);
  const missing = missingMarkers(target);
  if (missing.length) throw new Error(`npm install left ${missing.join(', ')} missing in ${target}:\n${output}`);
}

function missingMarkers(target: string): string[] {
  return installedMarkers.filter((marker) => !existsSync(join(target, marker)));
}

/**
 * The environment of a command run in another project. Under `npm test`, npm exports its own
 * settings (npm_config_local_prefix names this project's folder, among others), and NODE_ENV may
 * say production; npm in the copy would obey them (install into the wrong tree, leave out dev
 * dependencies such as Vite), so they are left out.
 */
export function outsideEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|INIT_CWD$|NODE_ENV$)/i.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: outsideEnv(env), timeout: 300_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `npm start` in its own process group, so stopping it also stops the server it started. */
export function npmStart(cwd: string, env: Record<string, string>): { child: ChildProcess; output: () => string; stop: () => Promise<void> } {
  let output = '';
  const child = spawn('npm', ['start'], { cwd, env: outsideEnv({ LOG_LEVEL: 'warn', ...env }), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      await exited;
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
  };
}

export async function waitForHealth(url: string, timeoutMs = 180_000, output?: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not start:\n${output?.() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
