import { resolve } from 'node:path';
import { buildWebIfNeeded } from './buildWeb.ts';

/** `npm start`: build the dashboard if its sources changed, then run the server (migrations run at its start). */
const root = resolve(import.meta.dirname, '..');
await buildWebIfNeeded(root);
await import('../core/src/cli/start.ts');
