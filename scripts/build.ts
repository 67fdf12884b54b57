import { resolve } from 'node:path';
import { buildWebIfNeeded } from './buildWeb.ts';

/**
 * `npm run build`: what `npm start` builds before it serves, for a deployment that builds apart
 * from starting: the dashboard and the plugins' web halves, each with its brotli and gzip copies
 * (a bare `vite build` leaves those out, and the server would send every file uncompressed).
 * Skips what has not changed since its last build.
 */
await buildWebIfNeeded(resolve(import.meta.dirname, '..'));
