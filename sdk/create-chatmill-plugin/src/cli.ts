#!/usr/bin/env node
/**
 * `npm create chatmill-plugin <folder> [-- --kind feature|channel] [--id <plugin id>] [--name "Display name"]`:
 * a new plugin package, outside the product's tree, whose unit and end-to-end tests pass at once.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { scaffold } from './scaffold.ts';

const usage = `Usage: npm create chatmill-plugin <folder> -- [--kind feature|channel] [--id <plugin id>] [--name "Display name"] [--chatmill <path of a Chatmill checkout>]

  --kind      feature (default): one table, API routes and a screen; channel: a messaging platform for flows
  --id        the plugin id (default: the folder's name)
  --chatmill  the Chatmill checkout to develop against (default: CHATMILL_HOME, or the checkout this tool is in);
              the new package links its SDK (file:) and its tests start that product`;

/** The checkout this tool runs from (sdk/create-chatmill-plugin/ inside it), or CHATMILL_HOME, or none. */
function chatmillHome(given: string | undefined): string | null {
  const candidates = [given, process.env.CHATMILL_HOME, resolve(import.meta.dirname, '..', '..', '..')];
  for (const candidate of candidates) {
    if (candidate && existsSync(join(candidate, 'core', 'src', 'cli', 'start.ts'))) return resolve(candidate);
    if (candidate === given && given) throw new Error(`--chatmill ${given}: no Chatmill checkout there (it has no core/src/cli/start.ts).`);
  }
  return null;
}

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      kind: { type: 'string', default: 'feature' },
      id: { type: 'string' },
      name: { type: 'string' },
      chatmill: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const folder = positionals[0];
  if (values.help || !folder) {
    console.log(usage);
    process.exit(values.help ? 0 : 1);
  }
  if (values.kind !== 'feature' && values.kind !== 'channel') throw new Error(`--kind ${values.kind}: use feature or channel.`);
  const home = chatmillHome(values.chatmill);
  const files = scaffold({ target: folder, kind: values.kind, id: values.id, displayName: values.name, chatmillHome: home });
  const where = relative(process.cwd(), resolve(folder)) || '.';
  console.log(`Created a ${values.kind} plugin in ${where} (${files.length} files).`);
  if (!home) console.log('No Chatmill checkout found: set CHATMILL_HOME to one before running the end-to-end test.');
  console.log(
    `\nNext:\n  cd ${where}\n  npm install\n  npm test          # the unit test, then the build and the end-to-end test against the product\n  npm pack          # the tarball an operator installs (npm install <tarball>, then restart)`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
