import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The project's documents point only at what the repository holds: every relative Markdown link
 * and every `path/to/file.md` in backticks resolves from a fresh clone (an earlier README sent
 * readers to a design document outside the repository).
 */
const root = resolve(import.meta.dirname, '../..');

function documents(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name));
  const plugins = readdirSync(join(root, 'plugins')).map((name) => join(root, 'plugins', name, 'README.md'));
  return [join(root, 'README.md'), join(root, 'sdk', 'README.md'), ...docs, ...plugins].filter((file) => existsSync(file));
}

/** Relative link targets (without their #anchor) and backticked paths to Markdown files. */
function referencesIn(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^([a-z]+:|#)/i.test(target));
  const paths = [...text.matchAll(/`([\w./-]+\/[\w.-]+\.md)`/g)].map((match) => match[1]!);
  return [...links, ...paths].map((target) => target.replace(/#.*$/, ''));
}

describe("the project's documents", () => {
  it.each(documents().map((file) => relative(root, file)))('%s links only to files of the repository', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const broken = referencesIn(text).filter((target) => {
      const fromFile = resolve(dirname(join(root, file)), target);
      const inside = !relative(root, fromFile).startsWith('..');
      return !inside || !existsSync(fromFile);
    });
    expect(broken).toEqual([]);
  });

  it('finds the links it checks', () => {
    expect(referencesIn('see [the SDK](sdk/README.md#routes), [site](https://x.test), `docs/architecture.md`')).toEqual([
      'sdk/README.md',
      'docs/architecture.md',
    ]);
  });
});
