import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium (browsers cannot be downloaded here), with the flags this machine needs. */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  transferredKiB: number;
}

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G line, simulated) of the
 * login page and of the dashboard signed in. Scores are 0-100.
 */
export async function lighthouseScores(appUrl: string, cookie: string): Promise<string[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const pages: PageScores[] = [];
    for (const [page, path, headers] of [
      ['login page', '/home/login', {}],
      ['dashboard (signed in)', '/', { Cookie: cookie }],
    ] as const) {
      const result = await lighthouse(`${appUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: headers });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      pages.push({
        page,
        performance: Math.round((categories['performance']?.score ?? 0) * 100),
        accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
        lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? 0),
        transferredKiB: Number(audits['total-byte-weight']?.numericValue ?? 0) / 1024,
      });
    }
    return [
      'Lighthouse, mobile (simulated slow 4G, mid-range phone):',
      ...pages.map((p) => `  ${p.page.padEnd(24)} performance ${String(p.performance).padStart(3)}  accessibility ${String(p.accessibility).padStart(3)}  LCP ${(p.lcpMs / 1000).toFixed(1)} s  ${p.transferredKiB.toFixed(0)} KiB over the wire`),
    ];
  } finally {
    await chrome.kill();
  }
}
