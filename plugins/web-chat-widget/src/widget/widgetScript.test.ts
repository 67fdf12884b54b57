import { gzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { buildWidgetScript } from '../server/services/widgetScript.ts';

/** A size budget, not a timing: the embed script loads on every page of every site that has a widget. */
describe('the embed script', () => {
  it('builds into one classic script under 20 KB gzip', async () => {
    const code = await buildWidgetScript();
    expect(code.startsWith('(function')).toBe(true);
    expect(code).not.toMatch(/\bimport\s*[({"']|\bexport\s/);
    const gzip = gzipSync(code, { level: 9 }).length;
    expect(gzip).toBeLessThan(20 * 1024);
  });
});
