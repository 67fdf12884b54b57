import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildWebIfNeeded } from './buildWeb.ts';
import { ensureChromium } from './ensureChromium.ts';

/**
 * `npm test`: the whole suite. Installs Debian's Chromium for the browser tests when it is
 * missing (browsers cannot be downloaded by Playwright here), builds the dashboard if its
 * sources changed, then runs Jest: unit, integration, security and end-to-end tests.
 * Extra arguments go to Jest, e.g. `npm test -- tests/integration/auth`.
 */
const root = resolve(import.meta.dirname, '..');

ensureChromium();
await buildWebIfNeeded(root);
const subset = process.argv.length > 2;
if (!subset) {
  typecheck();
  lint();
}

const reportDir = join(root, '.tmp');
mkdirSync(reportDir, { recursive: true });
const report = join(reportDir, 'jest-report.json');
const jest = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--json',
    `--outputFile=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8')) as Record<string, number>;
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  process.stdout.write(`\n${db}: ${numPassedTests} passed, ${numFailedTests} failed${numPendingTests ? `, ${numPendingTests} skipped` : ''}\n`);
}
process.exit(jest.status ?? 1);

/**
 * Then ESLint's type-aware rules (eslint.config.js: promises nobody awaits above all) and
 * Prettier's formatting; `npx eslint --fix .` and `npx prettier --write .` fix most findings.
 */
function lint(): void {
  for (const [name, args] of [
    ['ESLint', [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.']],
    ['Prettier', [join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', '.']],
  ] as const) {
    const result = spawnSync(process.execPath, [...args], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      process.stderr.write(`${name} found problems: fix them first.\n`);
      process.exit(1);
    }
  }
}

/** The whole workspace type-checks (strict) before any test runs; a subset run skips this. */
function typecheck(): void {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  for (const project of ['tsconfig.json', 'sdk/tsconfig.web.json', 'web/tsconfig.json', 'web/tsconfig.node.json']) {
    const result = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      process.stderr.write(`Type errors in ${project}: fix them first.\n`);
      process.exit(1);
    }
  }
}
