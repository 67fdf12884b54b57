export { definePluginWeb } from './pluginWeb.ts';
export type { LazyComponent, PluginWebModule } from './pluginWeb.ts';
export { isSharedModule, sharedModules, sharedPrimeReactComponents } from './sharedModules.ts';
export type { SharedModuleRegistry, SharedModuleSpecifier } from './sharedModules.ts';
export { HostContext, useHost } from './host.ts';
export type { ConfirmOptions, HostApiError, HostBrand, HostServices, HostUser, ToastOptions, ToastSeverity } from './host.ts';
