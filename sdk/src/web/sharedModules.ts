/**
 * Modules the dashboard shell shares with plugin bundles, so a plugin built and installed
 * after the shell uses the shell's own React, router, i18next, PrimeReact and SDK (one React,
 * one router context, one i18n instance). Plugin builds leave these imports out and load them
 * at run time from the shell's registry: `await globalThis.__chatmill.load(specifier)`.
 */
export const sharedModules = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'i18next',
  'react-i18next',
  'zustand',
  '@chatmill/sdk/web',
  // The SDK's small entry (plugin.ts) is shared too: its `HostContext` must be the shell's, and
  // the shell hands it out without evaluating the rest of `@chatmill/sdk/web`.
  '@chatmill/sdk/web/plugin',
] as const;

/** PrimeReact components shared under `primereact/<name>`; others a plugin bundles itself. */
export const sharedPrimeReactComponents = [
  'api',
  'autocomplete',
  'badge',
  'button',
  'calendar',
  'card',
  'checkbox',
  'chip',
  'chips',
  'column',
  'confirmdialog',
  'confirmpopup',
  'datatable',
  'dialog',
  'divider',
  'dropdown',
  'fileupload',
  'inputnumber',
  'inputswitch',
  'inputtext',
  'inputtextarea',
  'menu',
  'message',
  'multiselect',
  'paginator',
  'password',
  'progressbar',
  'progressspinner',
  'radiobutton',
  'selectbutton',
  'skeleton',
  'splitbutton',
  'tag',
  'toast',
  'toolbar',
  'tooltip',
] as const;

export type SharedModuleSpecifier = (typeof sharedModules)[number] | `primereact/${(typeof sharedPrimeReactComponents)[number]}`;

export function isSharedModule(specifier: string): boolean {
  if ((sharedModules as readonly string[]).includes(specifier)) return true;
  const [scope, name] = specifier.split('/');
  return scope === 'primereact' && (sharedPrimeReactComponents as readonly string[]).includes(name ?? '');
}

/** The registry the shell puts on `globalThis.__chatmill` before it loads any plugin. */
export interface SharedModuleRegistry {
  load(specifier: string): Promise<Record<string, unknown>>;
}
