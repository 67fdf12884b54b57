import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

/** Debian's Chromium (browsers cannot be downloaded here), with the flags this machine needs. */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  transferredKiB: number;
  /** The performance score of every run, in the order they ran. */
  runScores: number[];
  /** The score of the run before them, left out of the median. */
  warmUpScore: number;
}

/**
 * Runs per page. Lighthouse's own guidance on variability is to run several times and report
 * the median run (its computeMedianRun): on this 2-core machine one run's total blocking time
 * moves the score by up to 8 points between identical runs.
 */
const runsPerPage = 3;

/**
 * Each page is loaded once before the runs that count, and its score printed apart: the first
 * load after the server and the browser started paid for their warm-up (the server's first
 * queries and compiled code, the browser's start-up work), 6 to 12 points below the runs after
 * it in the benches of 2026-11-29, which is not what a visitor of a running server meets.
 */
const warmUpRuns = 1;

function performanceScore(lhr: { categories: Record<string, { score: number | null } | undefined> }): number {
  return Math.round((lhr.categories['performance']?.score ?? 0) * 100);
}

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G line, simulated) of the
 * login page and of the dashboard signed in, each the median of `runsPerPage` runs. Scores are 0-100.
 */
export async function lighthouseScores(appUrl: string, cookie: string): Promise<string[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const pages: PageScores[] = [];
    for (const [page, path, headers] of [
      ['login page', '/home/login', {}],
      ['dashboard (signed in)', '/', { Cookie: cookie }],
    ] as const) {
      const runs = [];
      for (let i = 0; i < warmUpRuns + runsPerPage; i++) {
        const result = await lighthouse(`${appUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: headers,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        runs.push(result.lhr);
      }
      const warmUp = runs.splice(0, warmUpRuns);
      const median = computeMedianRun(runs);
      const { categories, audits } = median;
      pages.push({
        page,
        performance: performanceScore(median),
        accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
        lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? 0),
        transferredKiB: Number(audits['total-byte-weight']?.numericValue ?? 0) / 1024,
        runScores: runs.map(performanceScore),
        warmUpScore: performanceScore(warmUp[0]!),
      });
    }
    return [
      `Lighthouse, mobile (simulated slow 4G, mid-range phone), the median of ${runsPerPage} runs after a warm-up load of each page:`,
      ...pages.map(
        (p) =>
          `  ${p.page.padEnd(24)} performance ${String(p.performance).padStart(3)}  accessibility ${String(p.accessibility).padStart(3)}  LCP ${(p.lcpMs / 1000).toFixed(1)} s  ${p.transferredKiB.toFixed(0)} KiB over the wire  (performance of each run: ${p.runScores.join(', ')}; warm-up ${p.warmUpScore})`,
      ),
    ];
  } finally {
    chrome.kill();
  }
}
