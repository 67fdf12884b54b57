import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { earlyThemeLink } from './build/earlyThemeLink.ts';
import { firstScreenHints } from './build/firstScreenHints.ts';
import { primeStructureCss } from './build/primeStructureCss.ts';

// The config may be run from the workspace root (`vite build --config web/vite.config.ts`),
// so the root is pinned to this folder instead of the current directory.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The core server. CHATMILL_API_URL lets end-to-end runs point the dev server elsewhere.
const apiTarget = process.env['CHATMILL_API_URL'] ?? 'http://localhost:3000';

// `ws: true` also forwards the WebSocket upgrade of /api/ws. The Host header is kept
// (changeOrigin false) so the server's same-origin checks see the page's own origin.
// /plugins serves the plugins' built web halves (their entries are imported at run time).
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: false, ws: true },
  '/plugins': { target: apiTarget, changeOrigin: false },
};

// Every shared module is also a dynamic import of the shared-module registry, and many shell
// modules are also imported by lazy chunks, so the bundler would cut the first load into dozens
// of small chunks. Everything the first load needs ('$initial': statically reachable from the
// entry) is grouped instead: the libraries in one chunk, the shell's own code in the entry.
// Lazily used screens, PrimeReact components and locales keep their own chunks.
//
// What the first screens after the load (login, dashboard) take beyond their own code (form
// fields, the dashboard's cards) is one chunk too: left to the bundler it was a dozen small
// files, each a round trip more on a slow line. The screens themselves keep their own chunks,
// asked for early (see prefetchFirstScreen.ts). No PrimeReact module is in it or in the first
// load: the shell and these screens draw PrimeReact's markup themselves (components/Button.tsx),
// and PrimeReact's core, a fifth of the library chunk, loads with the first component that
// needs it (the notification bell, the toast, a form's message, other screens).
const firstScreensKit =
  /[\\/]src[\\/](app[\\/]useDocumentTitle|forms[\\/]|components[\\/](TextField|NewPasswordFields|FormAlert|SubmitForm|Tag)|screens[\\/]dashboard[\\/]|plugins[\\/]PluginSurface)/;
// PrimeReact's core (what its components share, with the icons of its messages and toasts)
// is one chunk too: the toast and the bell, which load once the page is idle, each asked for
// a dozen small files of it.
const primeReactCore =
  /node_modules[\\/]primereact[\\/](api|utils|componentbase|hooks|iconbase|portal|ripple|tooltip|csstransition|overlayservice|button|icons[\\/](check|exclamationtriangle|infocircle|times|timescircle|spinner))[\\/]/;
const firstLoadGroups = [
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 2 },
  { name: 'shell', tags: ['$initial' as const], priority: 1 },
  { name: 'first-screens', test: firstScreensKit, priority: 0 },
  { name: 'primereact', test: primeReactCore, priority: 0 },
];

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react(), earlyThemeLink(), firstScreenHints(), primeStructureCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The first-load library chunk (React DOM, the router, i18next, PrimeReact's core) is one
    // file on purpose; it is about 545 kB before compression, 167 kB gzipped.
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups } } },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
});
