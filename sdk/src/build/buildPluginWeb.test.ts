import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { bareSharedImports, type BuildPluginWebResult } from './buildPluginWeb.ts';

// Rolldown's native binding refuses objects made in Jest's VM context, so the build runs in
// a child process through the CLI (which this also tests); the output is checked here.
const cli = join(import.meta.dirname, 'cli.ts');

/**
 * A small plugin: an entry that declares itself with the SDK's small entry, and a lazy screen that
 * uses React, JSX, the full SDK and a bundled helper.
 */
const sources: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-plugin', version: '1.0.0', type: 'module' }),
  'src/web/index.ts': [
    "import { definePluginWeb } from '@chatmill/sdk/web/plugin';",
    'export default definePluginWeb({',
    "  screens: { '/fixture': () => import('./FixtureScreen.tsx') },",
    "  locales: { 'en-US': () => import('./en-US.json') },",
    '});',
  ].join('\n'),
  'src/web/FixtureScreen.tsx': [
    "import React, { useState } from 'react';",
    "import { useHost } from '@chatmill/sdk/web';",
    "import { shout } from './shout.ts';",
    'export default function FixtureScreen() {',
    '  const [n] = useState(1);',
    '  const host = useHost();',
    '  return <p title={React.version}>{shout(host.brand.name)}{n}</p>;',
    '}',
  ].join('\n'),
  'src/web/shout.ts': 'export const shout = (text: string): string => `${text.toUpperCase()}!`;',
  'src/web/en-US.json': '{ "title": "Fixture" }',
};

let dir: string;
let result: BuildPluginWebResult;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'chatmill-build-'));
  for (const [path, text] of Object.entries(sources)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(process.execPath, [cli, dir, '--json'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build failed: ${run.stderr}`);
  result = JSON.parse(run.stdout) as BuildPluginWebResult;
});

afterAll(() => {
  delete (globalThis as { __chatmill?: unknown }).__chatmill;
  rmSync(dir, { recursive: true, force: true });
});

describe('buildPluginWeb', () => {
  it('writes a stable index.js and hashed chunks', () => {
    // The entry loads only the SDK's small entry; the full SDK is left to the screen.
    expect(result.files[0]).toMatchObject({ fileName: 'index.js', isEntry: true, sharedImports: ['@chatmill/sdk/web/plugin'] });
    const chunks = readdirSync(join(dir, 'dist/web/chunks'));
    expect(chunks.some((name) => /^FixtureScreen-[\w-]{8}\.js$/.test(name))).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it("leaves no bare import of a shared module and bundles the plugin's own code", () => {
    for (const file of result.files) {
      const code = readFileSync(join(dir, 'dist/web', file.fileName), 'utf8');
      expect(bareSharedImports(code)).toEqual([]);
    }
    const screen = result.files.find((f) => f.fileName.startsWith('chunks/FixtureScreen'))!;
    expect(screen.sharedImports.sort()).toEqual(['@chatmill/sdk/web', 'react', 'react/jsx-runtime']);
    expect(readFileSync(join(dir, 'dist/web', screen.fileName), 'utf8')).toContain('toUpperCase');
  });

  it('runs in an ES module host against the registry', async () => {
    const jsx = (type: string, props: Record<string, unknown>) => ({ type, props });
    const registry: Record<string, Record<string, unknown>> = {
      react: { default: { version: '19' }, useState: (v: unknown) => [v, () => {}] },
      'react/jsx-runtime': { jsx, jsxs: jsx },
      '@chatmill/sdk/web/plugin': { definePluginWeb: (m: unknown) => m },
      '@chatmill/sdk/web': { useHost: () => ({ brand: { name: 'acme' } }) },
    };
    (globalThis as { __chatmill?: unknown }).__chatmill = { load: async (s: string) => registry[s] };
    const entry = (await import(pathToFileURL(join(dir, 'dist/web/index.js')).href)) as {
      default: {
        screens: Record<string, () => Promise<{ default: () => { props: Record<string, unknown> } }>>;
        locales: Record<string, () => Promise<unknown>>;
      };
    };
    const screen = await entry.default.screens['/fixture']!();
    const element = screen.default();
    expect(element.props['title']).toBe('19');
    expect(element.props['children']).toEqual(['ACME!', 1]);
    expect(await entry.default.locales['en-US']!()).toMatchObject({ default: { title: 'Fixture' } });
  });
});
