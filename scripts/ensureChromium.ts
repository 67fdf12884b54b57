import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Browsers cannot be downloaded by Playwright here: the browser tests (`npm test`) and Lighthouse
 * (`npm run bench`) drive Debian's Chromium, installed when it is missing (as root, or through sudo).
 */
export function ensureChromium(): void {
  if (existsSync('/usr/bin/chromium')) return;
  process.stdout.write("Installing Debian's chromium for the browser tests and Lighthouse...\n");
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) =>
    spawnSync(asRoot ? args[0]! : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update']);
  const installed = run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (installed.status !== 0 || !existsSync('/usr/bin/chromium')) {
    process.stderr.write('Could not install chromium. Install it yourself (apt-get install chromium) and run the command again.\n');
    process.exit(1);
  }
}
