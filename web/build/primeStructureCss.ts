import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** What the app imports to get PrimeReact's structural rules as a stylesheet of its own. */
export const PRIME_STRUCTURE_ID = 'virtual:prime-structure.css';
const resolvedId = `\0${PRIME_STRUCTURE_ID}`;

// PrimeReact has no stylesheet of its own since version 10 (primereact.min.css is empty): each
// component puts its rules in a <style> element when it mounts. These are the ones of the
// components the app draws itself on its first screens (see src/components/Button.tsx), in the
// order PrimeReact adds them: the base rules, the common ones, then each component's.
const sources = [
  { file: 'primereact/componentbase/componentbase.esm.js', name: 'baseStyle' },
  { file: 'primereact/componentbase/componentbase.esm.js', name: 'commonStyle' },
  { file: 'primereact/progressspinner/progressspinner.esm.js', name: 'styles' },
  { file: 'primereact/tag/tag.esm.js', name: 'styles' },
  { file: 'primereact/card/card.esm.js', name: 'styles' },
] as const;

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
      const rules = sources.map(({ file, name }) => {
        const path = require.resolve(file);
        this.addWatchFile(path);
        if (!read.has(file)) read.set(file, stringVariables(readFileSync(path, 'utf8'), file));
        const value = read.get(file)!.get(name);
        if (value === undefined)
          throw new Error(`primeStructureCss: ${file} no longer has its ${name} string; has PrimeReact changed how it styles components?`);
        return value;
      });
      return rules.join('\n');
    },
  };
}
