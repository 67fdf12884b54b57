import { parseAst } from 'vite';

/**
 * Turns a built chunk's static imports of shared modules (React, PrimeReact, the SDK, …) into
 * top-level awaits on the shell's registry, so a plugin built long after the shell runs on the
 * shell's own copies. A bare specifier such as "react" cannot be resolved by the browser, and
 * an import map cannot be changed once the shell has started, hence the rewrite.
 *
 *   import { useState as u, jsx } from "react"
 *     → const { useState: u, jsx } = await globalThis.__chatmill.load("react");
 *   import X from "react"      → const __chatmill_0 = await …load("react"); const X = …default ?? namespace;
 *   import * as N from "react" → const N = await …load("react");
 *   import "react"             → await …load("react");
 *   export { a as b } from "react", export * as N from "react", import("react") likewise.
 *
 * Only `export * from "<shared>"` cannot be expressed (the names are known at run time only)
 * and fails the build with a message that says what to write instead.
 */
export interface RewriteOptions {
  isShared(specifier: string): boolean;
  /** The expression of the registry; `globalThis.__chatmill` unless told. */
  registry?: string;
  /** Names the chunk in error messages. */
  fileName?: string;
}

export interface RewriteResult {
  code: string;
  /** The shared specifiers the chunk loads, in order of first use. */
  specifiers: string[];
}

export class SharedImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SharedImportError';
  }
}

// The few ESTree shapes this module reads; the parser gives more.
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
interface NameNode {
  type: string;
  name?: string;
  value?: unknown;
}
interface SourceNode {
  value: unknown;
}
interface ImportSpecifierNode {
  type: 'ImportSpecifier' | 'ImportDefaultSpecifier' | 'ImportNamespaceSpecifier';
  imported?: NameNode;
  local: NameNode;
}
interface ExportSpecifierNode {
  local: NameNode;
  exported: NameNode;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

export function rewriteSharedImports(code: string, options: RewriteOptions): RewriteResult {
  const registry = options.registry ?? 'globalThis.__chatmill';
  const where = options.fileName ? ` in ${options.fileName}` : '';
  const program = parseAst(code) as unknown as { body: Node[] };
  const edits: Edit[] = [];
  const specifiers: string[] = [];
  let counter = 0;

  const temp = (): string => {
    let name: string;
    do name = `__chatmill_${counter++}`;
    while (code.includes(name));
    return name;
  };
  const load = (specifier: string): string => {
    if (!specifiers.includes(specifier)) specifiers.push(specifier);
    return `${registry}.load(${JSON.stringify(specifier)})`;
  };
  const shared = (source: unknown): source is { value: string } =>
    typeof source === 'object' && source !== null && typeof (source as SourceNode).value === 'string' && options.isShared((source as { value: string }).value);

  for (const node of program.body) {
    if (node.type === 'ImportDeclaration' && shared(node['source'])) {
      const specifier = node['source'].value;
      if (node['importKind'] === 'type' || node['phase']) continue; // not emitted by a bundler; left alone
      edits.push({ start: node.start, end: node.end, text: importStatements(node['specifiers'] as ImportSpecifierNode[], load(specifier), temp) });
    } else if (node.type === 'ExportNamedDeclaration' && node['source'] && shared(node['source'])) {
      const specifier = node['source'].value;
      edits.push({ start: node.start, end: node.end, text: reexportStatements(node['specifiers'] as ExportSpecifierNode[], load(specifier), temp) });
    } else if (node.type === 'ExportAllDeclaration' && shared(node['source'])) {
      const specifier = node['source'].value;
      const exported = node['exported'] as NameNode | null;
      if (!exported) {
        throw new SharedImportError(
          `export * from "${specifier}"${where}: the names of a shared module are only known when the shell runs. ` +
            `Re-export the names you need (export { a, b } from "${specifier}") or import it as a namespace.`,
        );
      }
      const local = temp();
      edits.push({ start: node.start, end: node.end, text: `const ${local} = await ${load(specifier)}; export { ${local} as ${exportName(exported)} };` });
    }
  }
  // import("react") anywhere in the chunk: the registry's promise is the namespace already.
  walk(program, (node) => {
    if (node.type === 'ImportExpression' && shared(node['source']) && !node['options']) {
      edits.push({ start: node.start, end: node.end, text: load(node['source'].value) });
    }
  });

  if (edits.length === 0) return { code, specifiers };
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { code: out, specifiers };
}

function importStatements(specifiers: readonly ImportSpecifierNode[], loadCall: string, temp: () => string): string {
  if (specifiers.length === 0) return `await ${loadCall};`;
  const namespace = specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
  const defaults = specifiers.filter((s) => s.type === 'ImportDefaultSpecifier' || (s.type === 'ImportSpecifier' && nameOf(s.imported) === 'default'));
  const named = specifiers.filter((s) => s.type === 'ImportSpecifier' && nameOf(s.imported) !== 'default');
  // A lone namespace or a lone list of names needs no temporary.
  if (namespace && specifiers.length === 1) return `const ${nameOf(namespace.local)} = await ${loadCall};`;
  if (!namespace && defaults.length === 0) return `const { ${named.map(destructure).join(', ')} } = await ${loadCall};`;

  const ns = namespace ? nameOf(namespace.local) : temp();
  const parts = [`const ${ns} = await ${loadCall};`];
  // A CommonJS module seen through the registry may have no default: its namespace stands in.
  for (const d of defaults) parts.push(`const ${nameOf(d.local)} = "default" in ${ns} ? ${ns}.default : ${ns};`);
  if (named.length) parts.push(`const { ${named.map(destructure).join(', ')} } = ${ns};`);
  return parts.join(' ');
}

function reexportStatements(specifiers: readonly ExportSpecifierNode[], loadCall: string, temp: () => string): string {
  if (specifiers.length === 0) return `await ${loadCall};`;
  const ns = temp();
  const parts = [`const ${ns} = await ${loadCall};`];
  const exports: string[] = [];
  for (const s of specifiers) {
    const local = temp();
    const imported = nameOf(s.local);
    parts.push(
      imported === 'default' ? `const ${local} = "default" in ${ns} ? ${ns}.default : ${ns};` : `const ${local} = ${ns}[${JSON.stringify(imported)}];`,
    );
    exports.push(`${local} as ${exportName(s.exported)}`);
  }
  parts.push(`export { ${exports.join(', ')} };`);
  return parts.join(' ');
}

function destructure(specifier: ImportSpecifierNode): string {
  const imported = nameOf(specifier.imported);
  const local = nameOf(specifier.local);
  if (imported === local) return local;
  return `${identifier.test(imported) ? imported : JSON.stringify(imported)}: ${local}`;
}

function exportName(node: NameNode): string {
  const name = nameOf(node);
  return identifier.test(name) ? name : JSON.stringify(name);
}

function nameOf(node: NameNode | undefined): string {
  if (!node) return 'default';
  if (typeof node.name === 'string') return node.name;
  return String(node.value);
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  if (typeof (node as Node).type === 'string') visit(node as Node);
  for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) walk(value, visit);
}
