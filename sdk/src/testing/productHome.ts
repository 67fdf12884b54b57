import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The file `npm start` ends in: the harness runs it, so the product under test starts as an operator's does. */
export const productEntry = join('core', 'src', 'cli', 'start.ts');

/**
 * Where the Chatmill installation to test against is: `CHATMILL_HOME` when set, else the
 * checkout this SDK lives in. A plugin developed next to a checkout depends on
 * `"@chatmill/sdk": "file:../chatmill/sdk"`; npm links it, so the SDK's real path is inside that
 * checkout and no variable is needed.
 */
export function findProductHome(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.CHATMILL_HOME;
  const home = given ? resolve(given) : resolve(realpathSync(import.meta.dirname), '..', '..', '..');
  if (!existsSync(join(home, productEntry))) {
    throw new Error(
      given
        ? `CHATMILL_HOME is ${given}, which has no ${productEntry}: point it at a Chatmill installation (the folder with package.json, core/ and plugins/).`
        : `This @chatmill/sdk is not inside a Chatmill installation (${home} has no ${productEntry}): set CHATMILL_HOME to one, or depend on the SDK with "file:<chatmill>/sdk".`,
    );
  }
  if (!existsSync(join(home, 'node_modules'))) throw new Error(`${home} has no node_modules: run npm install there first.`);
  return home;
}
