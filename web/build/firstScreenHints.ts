import type { Plugin } from 'vite';
import { builtPagePlugin, type OutputBundle } from './builtPagePlugin.ts';
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The screens a visit usually opens on: the login page and the dashboard. */
const firstScreens = ['src/screens/LoginScreen.tsx', 'src/screens/DashboardScreen.tsx'];

/** The global the page's early requests wait in; src/brand/earlyBrand.ts takes the brand's. */
const EARLY_GLOBAL = '__chatmillEarly';

/** Starts the brand's request while the scripts download; the app takes its answer (or its failure) from the global. */
function earlyRequestsScript(): string {
  return [
    '(function () {',
    "  var brand = fetch('/api/whitelabel/current', { credentials: 'same-origin', headers: { accept: 'application/json' } })",
    '    .then(function (res) { return res.ok ? res.json() : null; })',
    '    .catch(function () { return null; });',
    `  window.${EARLY_GLOBAL} = { brand: brand };`,
    '})();',
  ].join('\n');
}

/** The chunks of `roots` and every chunk they import, once each, but those in `skip`. */
function withImports(bundle: OutputBundle, roots: OutputChunk[], skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    if (skip.has(chunk.fileName) || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  roots.forEach(visit);
  return files;
}

/**
 * What the first screen waits for, asked for by the page itself: the code of the login page
 * and of the dashboard (modulepreload links, about 6 kB gzip together), and the brand. Left to
 * the scripts, each was asked for only once they had downloaded and run, a round trip later on
 * a slow line, and the first paint waited for them (see src/main.tsx). Build only.
 */
export function firstScreenHints(): Plugin {
  return builtPagePlugin('chatmill:first-screen-hints', (html, bundle, base) => {
    const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
    const screens = firstScreens.map((source) => {
      const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
      if (!chunk) throw new Error(`firstScreenHints: the build emitted no chunk for ${source}; is it still a lazy screen of src/app/router.tsx?`);
      return chunk;
    });
    // The entry and what it imports are in the page already.
    const inPage = new Set(
      withImports(
        bundle,
        chunks.filter((c) => c.isEntry),
        new Set(),
      ),
    );
    const links = withImports(bundle, screens, inPage).map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">`);
    // Before the stylesheet links: an inline script after them would wait until they loaded.
    const title = html.indexOf('</title>');
    const head = html.indexOf('</head>');
    if (title < 0 || head < 0) throw new Error('firstScreenHints: index.html has no <title> or no </head>.');
    const end = title + '</title>'.length;
    const script = `\n    <script>\n${earlyRequestsScript()}\n    </script>`;
    return `${html.slice(0, end)}${script}${html.slice(end, head).trimEnd()}\n${links.join('\n')}\n  ${html.slice(head)}`;
  });
}
