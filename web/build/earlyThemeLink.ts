import type { Plugin } from 'vite';
import { builtPagePlugin, type OutputBundle } from './builtPagePlugin.ts';
type OutputAsset = Extract<OutputBundle[string], { type: 'asset' }>;

/** The attribute themes.ts looks for to adopt the link instead of adding its own. */
const EARLY_THEME_ATTRIBUTE = 'data-early-theme';

const themeSheets = {
  light: 'primereact/resources/themes/lara-light-indigo/theme.css',
  dark: 'primereact/resources/themes/lara-dark-indigo/theme.css',
} as const;

function emittedUrl(bundle: OutputBundle, source: string, base: string): string {
  const asset = Object.values(bundle).find(
    (file): file is OutputAsset => file.type === 'asset' && file.originalFileNames.some((name) => name.replaceAll('\\', '/').endsWith(source)),
  );
  if (!asset) throw new Error(`earlyThemeLink: the build emitted no ${source}; is it still imported with ?url by src/theme/themes.ts?`);
  return base + asset.fileName;
}

/**
 * The script the page runs while its head is parsed. It links the PrimeReact theme of the
 * stored preference (the Lara dark sheet for "dark", the light one for "light" and
 * "semi-dark", as in src/theme/themes.ts), ahead of the app's own sheets that follow it.
 */
export function earlyThemeScript(lightUrl: string, darkUrl: string): string {
  return [
    '(function () {',
    '  var theme = null;',
    "  try { theme = JSON.parse(localStorage.getItem('chatmill.preferences') || 'null').theme; } catch (e) {}",
    "  var link = document.createElement('link');",
    "  link.rel = 'stylesheet';",
    `  link.href = theme === 'dark' ? ${JSON.stringify(darkUrl)} : ${JSON.stringify(lightUrl)};`,
    `  link.setAttribute('${EARLY_THEME_ATTRIBUTE}', '');`,
    // A failed sheet goes, so the app links the theme again itself when it starts.
    '  link.onerror = function () { link.remove(); };',
    '  document.head.appendChild(link);',
    '})();',
  ].join('\n');
}

/**
 * The first render waits for the theme's stylesheet; linked from the scripts, it was only
 * asked for once they had downloaded and run, a whole round trip late. Named in the page,
 * it downloads beside them. Build only: the dev server keeps linking it at run time.
 */
export function earlyThemeLink(): Plugin {
  return builtPagePlugin('chatmill:early-theme-link', (html, bundle, base) => {
    const script = earlyThemeScript(emittedUrl(bundle, themeSheets.light, base), emittedUrl(bundle, themeSheets.dark, base));
    // Before the app's stylesheet links, so the theme comes first in the cascade.
    const at = html.indexOf('</title>');
    if (at < 0) throw new Error('earlyThemeLink: index.html has no <title> to put the theme script after.');
    const end = at + '</title>'.length;
    return `${html.slice(0, end)}\n    <script>\n${script}\n    </script>${html.slice(end)}`;
  });
}
