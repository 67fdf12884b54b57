/**
 * The parts of `@chatmill/sdk/web` the shell itself uses, imported from their own files
 * rather than from the package index. The index (with the SDK's UI blocks) is what plugins
 * get from the shared-module registry, loaded on demand; importing it here would put all of
 * it in the shell's first load. The bundler resolves both paths to the same files, so
 * `HostContext` here IS the `HostContext` plugins import: one context, one provider.
 */
export { HostContext } from '../../../sdk/src/web/host.ts';
export type { ConfirmOptions, HostApiError, HostBrand, HostFeatures, HostServices, HostUser, ToastOptions } from '../../../sdk/src/web/host.ts';
export type { LazyComponent, PluginWebModule } from '../../../sdk/src/web/pluginWeb.ts';
export { isSharedModule, sharedModules, sharedPrimeReactComponents } from '../../../sdk/src/web/sharedModules.ts';
export type { SharedModuleRegistry, SharedModuleSpecifier } from '../../../sdk/src/web/sharedModules.ts';
