import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setUpAdmin, type Credentials, type SignedIn } from './accounts.ts';
import { createPluginRoot, type AddedPlugin } from './pluginRoot.ts';
import { createProductDatabase } from './productDatabase.ts';
import { findProductHome, productEntry } from './productHome.ts';

export interface StartProductOptions {
  /** Plugins to install besides the installation's own: folders of plugin packages (packed as npm would) or `.tgz` files. */
  plugins?: readonly string[];
  /** Settings as an operator gives them (`SMTP_HOST`, `LOG_LEVEL`...), over the harness's. */
  env?: Record<string, string>;
  /** The installation to run; `findProductHome()` (CHATMILL_HOME, or the checkout this SDK is in) unless given. */
  home?: string;
  /** The platform admin the first run creates (default: a new one); `false` leaves the setup undone. */
  admin?: Credentials | false;
  /** How long the start may take (default 120 s: the first migrations on a busy machine). */
  timeoutMs?: number;
}

/** A running product under test. */
export interface Product {
  /** e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly home: string;
  readonly database: 'pglite' | 'postgres';
  /** The plugins given in `plugins`, as installed (the installation's own are loaded too). */
  readonly plugins: readonly AddedPlugin[];
  /** The signed-in platform admin; null with `admin: false`. */
  readonly admin: SignedIn | null;
  /** What the product wrote to stdout and stderr so far (its log): print it when a test fails. */
  output(): string;
  /** Stops the product (as Ctrl+C does), then drops its database and removes its plugin folder. */
  stop(): Promise<void>;
}

const maxOutput = 256 * 1024;

/**
 * Starts the product as `npm start` does (the server of `core/src/cli/start.ts`, jobs
 * included) in a child process: on a free loopback port, on PGlite in memory or, when
 * `DATABASE_URL` is set, on a new PostgreSQL database next to it, with the given plugins
 * installed. It fails, quoting the log, when any plugin is left out.
 */
export async function startProduct(options: StartProductOptions = {}): Promise<Product> {
  const home = options.home ?? findProductHome();
  const root = createPluginRoot(home, options.plugins ?? []);
  const database = await createProductDatabase(home, process.env.DATABASE_URL).catch((error: unknown) => {
    root.remove();
    throw error;
  });
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', PLUGIN_ROOT: root.dir }, database.env, options.env);
  const child = spawn(process.execPath, [join(home, productEntry)], { cwd: home, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-maxOutput);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test runner that exits without stop() takes the product with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      process.removeListener('exit', killOnExit);
      await database.drop();
      root.remove();
    })());

  try {
    const url = await readyUrl(child, exited, () => output, options.timeoutMs ?? 120_000);
    const leftOut = output.split('\n').filter((line) => line.includes('plugin not loaded'));
    if (leftOut.length) throw new Error(`The product left out plugins:\n${leftOut.join('\n')}`);
    const admin = options.admin === false ? null : await setUpAdmin(url, options.admin ?? {});
    return { url, home, database: database.kind, plugins: root.added, admin, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The address start.ts prints once it serves ("... is running at http://127.0.0.1:41234"). */
function readyUrl(child: ReturnType<typeof spawn>, exited: Promise<void>, output: () => string, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const tail = () => output().slice(-8000);
    const timer = setTimeout(() => reject(new Error(`The product did not start within ${timeoutMs} ms. Its output:\n${tail()}`)), timeoutMs);
    const check = () => {
      const found = /is running at (http:\/\/\S+)/.exec(output());
      if (!found) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve(found[1]!);
    };
    child.stdout?.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The product stopped before it served (exit code ${child.exitCode}). Its output:\n${tail()}`));
    });
  });
}
