import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (browsers cannot be downloaded here), started the way this machine allows.
 * `extraArgs` adds switches for a test that needs them (see widgetSites.ts).
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}
