import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { loadSettings } from '../../../core/src/config/loadSettings.ts';
import { openDatabase } from '../../../core/src/db/database.ts';

/**
 * PGLITE_TEMPLATE (what @chatmill/sdk/testing gives each product it starts on PGlite): the first
 * in-memory start keeps the empty cluster in the file, the next ones load it instead of running
 * initdb. Always on PGlite, whichever database the suite runs on: the setting is PGlite's alone.
 */
const dir = mkdtempSync(join(tmpdir(), 'chatmill-template-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a PGlite template file', () => {
  it('is made by the first in-memory start and loaded by the next, which works on its own copy', async () => {
    const file = join(dir, 'empty.tar');
    const settings = loadSettings({ DATA_DIR: 'memory://', PGLITE_TEMPLATE: file, LOG_LEVEL: 'error' });
    expect(settings.databaseUrl).toBeUndefined();

    const first = await openDatabase(settings);
    expect(existsSync(file)).toBe(true);
    const made = statSync(file).mtimeMs;
    await first.em().execute(`create table "kept_nowhere" ("id" int)`);
    await first.close();

    const second = await openDatabase(settings);
    expect(statSync(file).mtimeMs).toBe(made);
    expect(await second.em().execute(`select to_regclass('kept_nowhere') as "t"`)).toEqual([{ t: null }]);
    expect(await second.em().execute(`select 1 + 1 as "n"`)).toEqual([{ n: 2 }]);
    await second.close();
  });
});
