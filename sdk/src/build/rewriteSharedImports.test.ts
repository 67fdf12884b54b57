import { describe, expect, it } from '@jest/globals';
import { parseAst } from 'vite';
import { isSharedModule } from '../web/sharedModules.ts';
import { rewriteSharedImports, SharedImportError } from './rewriteSharedImports.ts';

const rewrite = (code: string) => rewriteSharedImports(code, { isShared: isSharedModule, fileName: 'index.js' });

/** Fake modules the "shell" hands out; react has a default, the SDK (an ES module) has none. */
const registry: Record<string, Record<string, unknown>> = {
  react: { default: { name: 'React' }, useState: 'useState', useEffect: 'useEffect' },
  'react/jsx-runtime': { jsx: 'jsx', jsxs: 'jsxs', Fragment: 'Fragment' },
  '@chatmill/sdk/web': { useHost: 'useHost', definePluginWeb: 'definePluginWeb' },
  'primereact/button': { Button: 'Button' },
};

describe('rewriteSharedImports', () => {
  it('rewrites the imports of a chunk as Rolldown prints it', () => {
    const chunk = [
      'import { useEffect, useState as useState$1 } from "react";',
      'import { jsx, jsxs } from "react/jsx-runtime";',
      'import { t as helper } from "./chunks/helper-CdX1.js";',
      'function Screen() { return jsx("p", {}); }',
      'export { Screen as default };',
    ].join('\n');
    const { code, specifiers } = rewrite(chunk);
    expect(code).toBe(
      [
        'const { useEffect, useState: useState$1 } = await globalThis.__chatmill.load("react");',
        'const { jsx, jsxs } = await globalThis.__chatmill.load("react/jsx-runtime");',
        'import { t as helper } from "./chunks/helper-CdX1.js";',
        'function Screen() { return jsx("p", {}); }',
        'export { Screen as default };',
      ].join('\n'),
    );
    expect(specifiers).toEqual(['react', 'react/jsx-runtime']);
  });

  it('rewrites minified imports (no spaces)', () => {
    const { code } = rewrite('import{useState as e,jsx as t}from"react";const n=1;export{n as default};');
    expect(code).toBe('const { useState: e, jsx: t } = await globalThis.__chatmill.load("react");const n=1;export{n as default};');
  });

  it('takes a default import from the namespace, falling back to the namespace itself', () => {
    const { code } = rewrite('import React, { useState } from "react";');
    expect(code).toContain('const __chatmill_0 = await globalThis.__chatmill.load("react");');
    expect(code).toContain('const React = "default" in __chatmill_0 ? __chatmill_0.default : __chatmill_0;');
    expect(code).toContain('const { useState } = __chatmill_0;');
  });

  it('treats { default as X } like a default import', () => {
    const { code } = rewrite('import { default as R } from "react";');
    expect(code).toContain('const R = "default" in __chatmill_0 ? __chatmill_0.default : __chatmill_0;');
  });

  it('rewrites namespace and bare imports', () => {
    expect(rewrite('import * as React from "react";').code).toBe('const React = await globalThis.__chatmill.load("react");');
    expect(rewrite('import "zustand";').code).toBe('await globalThis.__chatmill.load("zustand");');
  });

  it('rewrites re-exports of shared modules', () => {
    const { code } = rewrite('export { Button as PrimaryButton, default } from "primereact/button";\nexport * as sdk from "@chatmill/sdk/web";');
    expect(code).toContain('const __chatmill_1 = __chatmill_0["Button"];');
    expect(code).toContain('export { __chatmill_1 as PrimaryButton, __chatmill_2 as default };');
    expect(code).toContain('export { __chatmill_3 as sdk };');
    expect(code).not.toMatch(/from\s*"/);
  });

  it("rewrites dynamic imports of shared modules and leaves the plugin's own chunks alone", () => {
    const { code } = rewrite('const a = () => import("react-router"); const b = () => import("./chunks/Screen-x1.js");');
    expect(code).toBe('const a = () => globalThis.__chatmill.load("react-router"); const b = () => import("./chunks/Screen-x1.js");');
  });

  it('leaves modules that are not shared (bundled or unknown) untouched', () => {
    const chunk = 'import { z } from "zod";\nimport { Panel } from "primereact/panel";\nexport { z, Panel };';
    expect(rewrite(chunk)).toEqual({ code: chunk, specifiers: [] });
  });

  it('does not take a temporary name the chunk already uses', () => {
    const { code } = rewrite('import R from "react"; const __chatmill_0 = 1;');
    expect(code).toContain('const __chatmill_1 = await');
  });

  it('keeps string-named imports and exports valid', () => {
    const { code } = rewrite('import { "odd-name" as odd } from "react"; export { "odd-name" as "odd-export" } from "react";');
    expect(code).toContain('const { "odd-name": odd } = await');
    expect(code).toContain('as "odd-export"');
    expect(() => parseAst(code)).not.toThrow();
  });

  it('refuses export * from a shared module, naming the chunk and the fix', () => {
    expect(() => rewrite('export * from "react";')).toThrow(SharedImportError);
    expect(() => rewrite('export * from "react";')).toThrow(/index\.js.*export \{ a, b \} from "react"/);
  });

  it('uses another registry expression when told', () => {
    const { code } = rewriteSharedImports('import * as R from "react";', { isShared: isSharedModule, registry: 'window.host' });
    expect(code).toBe('const R = await window.host.load("react");');
  });

  it('produces a module that runs against the registry', async () => {
    const chunk = [
      'import React, { useState as u } from "react";',
      'import * as jsxRuntime from "react/jsx-runtime";',
      'import { useHost } from "@chatmill/sdk/web";',
      'import "primereact/button";',
      'export { Button } from "primereact/button";',
      'export const seen = [React.name, u, jsxRuntime.jsx, useHost];',
      'export const later = () => import("@chatmill/sdk/web");',
    ].join('\n');
    const { code } = rewrite(chunk);
    const loads: string[] = [];
    (globalThis as { __chatmill?: unknown }).__chatmill = {
      load: async (specifier: string) => {
        loads.push(specifier);
        const module = registry[specifier];
        if (!module) throw new Error(`unknown ${specifier}`);
        return module;
      },
    };
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      seen: unknown[];
      Button: unknown;
      later: () => Promise<Record<string, unknown>>;
    };
    expect(module.seen).toEqual(['React', 'useState', 'jsx', 'useHost']);
    expect(module.Button).toBe('Button');
    expect((await module.later())['useHost']).toBe('useHost');
    expect(loads).toEqual(['react', 'react/jsx-runtime', '@chatmill/sdk/web', 'primereact/button', 'primereact/button', '@chatmill/sdk/web']);
  });
});
