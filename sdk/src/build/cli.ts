#!/usr/bin/env node
/**
 * Builds a plugin's web half: `node sdk/src/build/cli.ts <pluginDir> [--entry src/web/index.ts] [--out dist/web]`.
 * Prints each file with its gzip size (or, with --json, the result object); exits 1 on any error, so it can run in a package's
 * `prepack` script.
 */
import { parseArgs } from 'node:util';
import { relative } from 'node:path';
import { buildPluginWeb } from './buildPluginWeb.ts';

const usage = 'Usage: node sdk/src/build/cli.ts <pluginDir> [--entry src/web/index.ts] [--out dist/web] [--no-minify] [--sourcemap] [--verbose] [--json]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      entry: { type: 'string' },
      out: { type: 'string' },
      'no-minify': { type: 'boolean', default: false },
      sourcemap: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const pluginDir = positionals[0] ?? '.';
  const result = await buildPluginWeb({
    pluginDir,
    ...(values.entry ? { entry: values.entry } : {}),
    ...(values.out ? { outDir: values.out } : {}),
    minify: !values['no-minify'],
    sourcemap: values.sourcemap,
    verbose: values.verbose,
  });
  if (values.json) {
    console.log(JSON.stringify(result));
    return;
  }
  const where = relative(process.cwd(), result.outDir) || '.';
  for (const file of result.files) {
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
    console.log(`${where}/${file.fileName.padEnd(44)} ${kb(file.bytes)}  gzip ${kb(file.gzipBytes)}`);
  }
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exitCode = 1;
});
