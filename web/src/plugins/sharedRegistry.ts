import { sharedModules, sharedPrimeReactComponents, type SharedModuleRegistry, type SharedModuleSpecifier } from './sdk';

type Namespace = Record<string, unknown>;

/**
 * Every shared module as a dynamic import, so the bundler makes a chunk of each one the shell
 * does not use itself and a plugin loads only what it asks for. The modules the shell imports
 * statically (React, the router, i18next, Button, Toast, ...) resolve to the very instances the
 * shell runs on: one React, one router context, one i18next, one `HostContext`.
 *
 * Typed by `SharedModuleSpecifier`: a module added to the SDK's shared lists without an entry
 * here fails the type check.
 */
const loaders: Record<SharedModuleSpecifier, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react-router': () => import('./sharedRouter'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('react-i18next'),
  zustand: () => import('zustand'),
  '@chatmill/sdk/web': () => import('@chatmill/sdk/web'),
  '@chatmill/sdk/web/plugin': () => import('@chatmill/sdk/web/plugin'),
  'primereact/api': () => import('primereact/api'),
  'primereact/autocomplete': () => import('primereact/autocomplete'),
  'primereact/badge': () => import('primereact/badge'),
  'primereact/button': () => import('primereact/button'),
  'primereact/calendar': () => import('primereact/calendar'),
  'primereact/card': () => import('primereact/card'),
  'primereact/checkbox': () => import('primereact/checkbox'),
  'primereact/chip': () => import('primereact/chip'),
  'primereact/chips': () => import('primereact/chips'),
  'primereact/column': () => import('primereact/column'),
  'primereact/confirmdialog': () => import('primereact/confirmdialog'),
  'primereact/confirmpopup': () => import('primereact/confirmpopup'),
  'primereact/datatable': () => import('primereact/datatable'),
  'primereact/dialog': () => import('primereact/dialog'),
  'primereact/divider': () => import('primereact/divider'),
  'primereact/dropdown': () => import('primereact/dropdown'),
  'primereact/fileupload': () => import('primereact/fileupload'),
  'primereact/inputnumber': () => import('primereact/inputnumber'),
  'primereact/inputswitch': () => import('primereact/inputswitch'),
  'primereact/inputtext': () => import('primereact/inputtext'),
  'primereact/inputtextarea': () => import('primereact/inputtextarea'),
  'primereact/menu': () => import('primereact/menu'),
  'primereact/message': () => import('primereact/message'),
  'primereact/multiselect': () => import('primereact/multiselect'),
  'primereact/paginator': () => import('primereact/paginator'),
  'primereact/password': () => import('primereact/password'),
  'primereact/progressbar': () => import('primereact/progressbar'),
  'primereact/progressspinner': () => import('primereact/progressspinner'),
  'primereact/radiobutton': () => import('primereact/radiobutton'),
  'primereact/selectbutton': () => import('primereact/selectbutton'),
  'primereact/skeleton': () => import('primereact/skeleton'),
  'primereact/splitbutton': () => import('primereact/splitbutton'),
  'primereact/tag': () => import('primereact/tag'),
  'primereact/toast': () => import('primereact/toast'),
  'primereact/toolbar': () => import('primereact/toolbar'),
  'primereact/tooltip': () => import('primereact/tooltip'),
};

function isObject(value: unknown): value is Namespace {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/** The shared packages that are CommonJS: the bundler hands them over as `{ default: module.exports }`. */
const commonJs = new Set<string>(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

/**
 * A namespace as a plugin's `import x, { a } from '...'` expects it. ES modules come as they
 * are. For a CommonJS package the bundler's namespace may carry only `default`
 * (module.exports), or the named exports without `default`; the result has both: every
 * property of module.exports (useState, jsx, jsxs, Fragment, createRoot, ...) and `default`.
 */
export function normaliseNamespace(specifier: string, raw: unknown): Readonly<Namespace> {
  if (!isObject(raw)) throw new TypeError(`The shared module "${specifier}" did not evaluate to an object.`);
  if (!commonJs.has(specifier)) return raw;
  const exports = isObject(raw['default']) ? raw['default'] : raw;
  const namespace: Namespace = {};
  for (const source of [exports, raw]) {
    for (const key of Object.keys(source)) {
      if (key !== 'default' && key !== '__esModule') namespace[key] = source[key];
    }
  }
  namespace['default'] = exports;
  return Object.freeze(namespace);
}

const cache = new Map<string, Promise<Readonly<Namespace>>>();

function notShared(specifier: string): Error {
  return new Error(
    `"${specifier}" is not shared by the dashboard; bundle it into your plugin. ` +
      `Shared: ${[...sharedModules, ...sharedPrimeReactComponents.map((name) => `primereact/${name}`)].join(', ')}.`,
  );
}

/** Resolves a shared specifier to its namespace (the same object on every call). */
export function loadShared(specifier: string): Promise<Readonly<Namespace>> {
  const cached = cache.get(specifier);
  if (cached) return cached;
  const loader = Object.hasOwn(loaders, specifier) ? loaders[specifier as SharedModuleSpecifier] : undefined;
  if (!loader) return Promise.reject(notShared(String(specifier)));
  const loading = loader().then((raw) => normaliseNamespace(specifier, raw));
  cache.set(specifier, loading);
  // A chunk that failed to load (network) may be asked for again.
  loading.catch(() => cache.delete(specifier));
  return loading;
}

declare global {
  var __chatmill: SharedModuleRegistry | undefined;
}

/**
 * Puts the registry on `globalThis.__chatmill` before any plugin loads. Plugin bundles leave
 * the shared modules out and resolve them at run time with
 * `await globalThis.__chatmill.load('react')`.
 */
export function installSharedRegistry(): SharedModuleRegistry {
  // Installed once per page (a re-run of main.tsx in development keeps the first one).
  if (globalThis.__chatmill) return globalThis.__chatmill;
  const registry: SharedModuleRegistry = Object.freeze({ load: loadShared });
  // Read-only, so a plugin cannot swap the shell's modules for everyone else.
  Object.defineProperty(globalThis, '__chatmill', { value: registry, configurable: false, enumerable: false, writable: false });
  return registry;
}
