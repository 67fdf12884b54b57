import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { primeStructureStyles } from '../src/theme/primeStructureStyles.ts';

/** What the app imports to get PrimeReact's structural rules as a stylesheet of its own. */
export const PRIME_STRUCTURE_ID = 'virtual:prime-structure.css';
const resolvedId = `\0${PRIME_STRUCTURE_ID}`;

// PrimeReact has no stylesheet of its own since version 10 (primereact.min.css is empty): each
// component puts its rules in a <style> element when it mounts, and each such element makes the
// browser restyle the whole page. The styles listed in primeStructureStyles come in the app's
// stylesheet instead, and PrimeReact's own copies are taken off the page (carriedPrimeStyles.ts).

/** A string literal, or literals and earlier variables joined with `.concat(...)`. */
const stringExpression = /^"(?:[^"\\]|\\.)*"(?:\.concat\((?:[A-Za-z]+|"(?:[^"\\]|\\.)*")(?:, (?:[A-Za-z]+|"(?:[^"\\]|\\.)*"))*\))*$/;
const part = /"(?:[^"\\]|\\.)*"|[A-Za-z]+/g;

/**
 * The value of each top-level `var x = <string expression>;` of a PrimeReact module, read
 * without running it: string literals are JSON, and `.concat` only joins them.
 */
function stringVariables(source: string, file: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of source.matchAll(/^var ([A-Za-z]+) = (.*);$/gm)) {
    const [, name, expression] = match as unknown as [string, string, string];
    if (!stringExpression.test(expression)) continue;
    let value = '';
    for (const token of expression.match(part) ?? []) {
      if (token === 'concat') continue;
      if (token.startsWith('"')) value += JSON.parse(token) as string;
      else if (values.has(token)) value += values.get(token)!;
      else throw new Error(`primeStructureCss: ${file} joins ${token}, which is not a string read before.`);
    }
    values.set(name, value);
  }
  return values;
}

export function primeStructureCss(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'chatmill:prime-structure-css',
    resolveId(id) {
      return id === PRIME_STRUCTURE_ID ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      const read = new Map<string, Map<string, string>>();
      const rules = primeStructureStyles.map(({ file, variable }) => {
        const path = require.resolve(file);
        this.addWatchFile(path);
        if (!read.has(file)) read.set(file, stringVariables(readFileSync(path, 'utf8'), file));
        const value = read.get(file)!.get(variable);
        if (value === undefined)
          throw new Error(`primeStructureCss: ${file} no longer has its ${variable} string; has PrimeReact changed how it styles components?`);
        return value;
      });
      return rules.join('\n');
    },
  };
}
