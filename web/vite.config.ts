import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The config may be run from the workspace root (`vite build --config web/vite.config.ts`),
// so the root is pinned to this folder instead of the current directory.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The core server. CHATMILL_API_URL lets end-to-end runs point the dev server elsewhere.
const apiTarget = process.env['CHATMILL_API_URL'] ?? 'http://localhost:3000';

// `ws: true` also forwards the WebSocket upgrade of /api/ws. The Host header is kept
// (changeOrigin false) so the server's same-origin checks see the page's own origin.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: false, ws: true },
};

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
});
