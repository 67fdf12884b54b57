import { existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { isAbsolute, resolve } from 'node:path';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { isSharedModule } from '../web/sharedModules.ts';
import { rewriteSharedImports } from './rewriteSharedImports.ts';

export interface BuildPluginWebOptions {
  /** The plugin's package folder (where its package.json is). */
  pluginDir: string;
  /** The web entry, relative to `pluginDir`. */
  entry?: string;
  /** Where the files go, relative to `pluginDir`; the manifest's `web.entry` points at `<outDir>/index.js`. */
  outDir?: string;
  /** Minify the output (default true). */
  minify?: boolean;
  /** Emit source maps next to the chunks (default false). */
  sourcemap?: boolean;
  /** Print Vite's own progress (default false: only warnings and errors). */
  verbose?: boolean;
}

export interface BuiltFile {
  fileName: string;
  bytes: number;
  gzipBytes: number;
  isEntry: boolean;
  /** The shared modules this file loads from the shell. */
  sharedImports: string[];
}

export interface BuildPluginWebResult {
  outDir: string;
  files: BuiltFile[];
  /** Problems that do not fail the build, e.g. a CSS file the shell will not load. */
  warnings: string[];
}

const registry = 'globalThis.__chatmill';

/**
 * Bundles a plugin's web half into `<outDir>/index.js` (a stable name the host serves and
 * revalidates) plus hashed chunks (cached for good). Every shared module stays out of the
 * bundle and is loaded from the shell at run time, so an installed plugin needs no rebuild
 * of the shell and runs on the shell's one React.
 */
export async function buildPluginWeb(options: BuildPluginWebOptions): Promise<BuildPluginWebResult> {
  const pluginDir = resolve(options.pluginDir);
  const entry = resolve(pluginDir, options.entry ?? 'src/web/index.ts');
  const outDir = resolve(pluginDir, options.outDir ?? 'dist/web');
  if (!existsSync(entry) || !statSync(entry).isFile()) throw new Error(`No web entry at ${entry}`);
  if (!isAbsolute(outDir) || outDir === pluginDir) throw new Error(`The output folder must be a subfolder of ${pluginDir}`);

  const minify = options.minify ?? true;
  const files = new Map<string, string[]>();
  const config: InlineConfig = {
    root: pluginDir,
    // The plugin's own vite.config (if any) must not change what the host expects.
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: options.verbose ? 'info' : 'warn',
    mode: 'production',
    // Library mode leaves process.env alone; bundled packages still test NODE_ENV.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // development: false even when NODE_ENV says otherwise (e.g. under Jest): react/jsx-dev-runtime is not shared.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    plugins: [keepSharedExternal(), rewriteSharedPlugin(files)],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify,
      sourcemap: options.sourcemap ?? false,
      // Top-level await (the shared-module loads) needs ES2022 modules.
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry, formats: ['es'], fileName: () => 'index.js', cssFileName: 'style' },
      rolldownOptions: {
        external: (id) => isSharedModule(id),
        output: {
          entryFileNames: 'index.js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
          // Vite keeps whitespace in an ES library for the next bundler; this output goes
          // straight to browsers, so it is minified fully (licence comments stay).
          ...(minify ? { minify: true, comments: { legal: true, annotation: false, jsdoc: false } } : {}),
        },
      },
    },
  };

  const output = await build(config);
  const bundles = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const built: BuiltFile[] = [];
  const warnings: string[] = [];
  for (const bundle of bundles) {
    if (!('output' in bundle)) continue;
    for (const item of bundle.output) {
      if (item.type === 'chunk') {
        built.push({
          fileName: item.fileName,
          bytes: Buffer.byteLength(item.code),
          gzipBytes: gzipSync(item.code).length,
          isEntry: item.isEntry,
          sharedImports: files.get(item.fileName) ?? [],
        });
      } else if (item.fileName.endsWith('.css')) {
        warnings.push(`${item.fileName}: the shell does not load a plugin's CSS files yet; use PrimeReact props, PrimeIcons and inline styles.`);
      }
    }
  }
  return { outDir, files: built.sort((a, b) => Number(b.isEntry) - Number(a.isEntry) || a.fileName.localeCompare(b.fileName)), warnings };
}

/** Marks shared modules external before any other resolver (an alias or a package lookup) sees them. */
function keepSharedExternal(): Plugin {
  return {
    name: 'chatmill:shared-external',
    enforce: 'pre',
    resolveId(source) {
      return isSharedModule(source) ? { id: source, external: true } : null;
    },
  };
}

/** Rewrites what is left of the shared imports once the chunks are rendered (see rewriteSharedImports). */
function rewriteSharedPlugin(files: Map<string, string[]>): Plugin {
  return {
    name: 'chatmill:shared-rewrite',
    // After Vite's own chunk plugins, which expect ordinary import statements.
    enforce: 'post',
    renderChunk(code, chunk) {
      const result = rewriteSharedImports(code, { isShared: isSharedModule, registry, fileName: chunk.fileName });
      // chunk.fileName still holds hash placeholders here; generateBundle maps it to the final name.
      files.set(chunk.fileName, result.specifiers);
      return result.code === code ? null : { code: result.code, map: null };
    },
    generateBundle(_options, bundle) {
      // The last guard: a bare shared import that survived would fail in the browser.
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const loads = files.get(item.preliminaryFileName);
        if (loads) files.set(item.fileName, loads);
        const left = bareSharedImports(item.code);
        if (left.length) this.error(`${item.fileName} still imports ${left.join(', ')} directly; the shell cannot resolve bare specifiers.`);
      }
    },
  };
}

/** Static or dynamic imports of shared specifiers still present in built code (none after the rewrite). */
export function bareSharedImports(code: string): string[] {
  return rewriteSharedImports(code, { isShared: isSharedModule }).specifiers;
}
