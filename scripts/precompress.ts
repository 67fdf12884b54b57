import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the browser fetches; images and fonts are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of a build, at the strongest
 * settings (once per build, so the server only picks the copy the browser accepts). Source maps
 * are left alone: only developers' tools fetch them.
 */
export function precompressDir(dir: string): { files: number } {
  let files = 0;
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        visit(path);
        continue;
      }
      if (!compressible.has(extname(name)) || statSync(path).size < minBytes) continue;
      const content = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      files++;
    }
  };
  visit(dir);
  return { files };
}
