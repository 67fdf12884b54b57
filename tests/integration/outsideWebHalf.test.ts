import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '../../core/src/config/loadSettings.ts';

/**
 * A plugin's web half outside the product's tree type-checks with the SDK's base tsconfig and
 * nothing installed but the SDK and the peers it names (linked from this checkout, as npm would
 * install them): no path into the product's node_modules.
 */
const root = mkdtempSync(join(tmpdir(), 'chatmill-outside-web-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function link(name: string, target: string): void {
  mkdirSync(dirname(join(root, 'node_modules', name)), { recursive: true });
  symlinkSync(target, join(root, 'node_modules', name), 'dir');
}

describe('an outside package', () => {
  it("type-checks its web half against the SDK's base tsconfig and named peers alone", () => {
    const sdk = JSON.parse(readFileSync(join(repoRoot, 'sdk', 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };
    link('@chatmill/sdk', join(repoRoot, 'sdk'));
    for (const peer of Object.keys(sdk.peerDependencies)) link(peer, join(repoRoot, 'node_modules', peer));
    writeFileSync(
      join(root, 'tsconfig.json'),
      JSON.stringify({ extends: '@chatmill/sdk/tsconfig.base.json', compilerOptions: { noUnusedLocals: true }, include: ['src/web'] }),
    );
    mkdirSync(join(root, 'src', 'web'), { recursive: true });
    writeFileSync(
      join(root, 'src', 'web', 'index.tsx'),
      `import { definePluginWeb, useHost } from '@chatmill/sdk/web/plugin';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

function Screen() {
  const host = useHost();
  const { t } = useTranslation('outside');
  return <Button label={\`\${t('hello')} \${host.user.name}\`} />;
}

export default definePluginWeb({
  screens: { '/outside': async () => ({ default: Screen }) },
  locales: { 'en-US': async () => ({ hello: 'Hello' }) },
});
`,
    );
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.json')], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  });
});
