import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * The dashboard shell takes the API's shapes from the SDK's contracts (`@chatmill/sdk/contracts`),
 * as plugins take theirs from their `common/`: nothing under web/ reaches into the server's
 * code, whose imports (the ORM, Koa, node:) would end up in the browser's bundle or break it.
 */
const repo = resolve(import.meta.dirname, '../..');
const web = join(repo, 'web');
const core = join(repo, 'core');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mts|cts|jsx?|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports, and `import type`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(
    /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g,
  )) {
    found.push((match[1] ?? match[2] ?? match[3])!);
  }
  return found;
}

/** Whether a specifier of a file in `from` names something under core/. */
function reachesCore(fromFile: string, specifier: string): boolean {
  if (specifier.startsWith('@chatmill/core')) return true;
  if (!specifier.startsWith('.')) return false;
  const target = relative(core, resolve(dirname(fromFile), specifier));
  return !target.startsWith('..') && !isAbsolute(target);
}

describe('the web shell', () => {
  it('finds the imports it checks (a relative path into core/ among them)', () => {
    const file = join(web, 'src', 'screens', 'example.ts');
    expect(
      specifiers(
        `import type { X } from '../../../core/src/home/homeService.ts';\nconst m = await import('../../../core/src/a.ts');\nexport { y } from "./y";`,
      ),
    ).toEqual(['../../../core/src/home/homeService.ts', '../../../core/src/a.ts', './y']);
    expect(reachesCore(file, '../../../core/src/home/homeService.ts')).toBe(true);
    expect(reachesCore(file, '../../../sdk/src/contracts/index.ts')).toBe(false);
    expect(reachesCore(file, '@chatmill/sdk/contracts')).toBe(false);
    expect(reachesCore(file, '@chatmill/core/src/platform.ts')).toBe(true);
  });

  it('imports nothing from core/: its types come from @chatmill/sdk/contracts', () => {
    const files = sourceFiles(web);
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => reachesCore(file, specifier))
        .map((specifier) => `${relative(repo, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
