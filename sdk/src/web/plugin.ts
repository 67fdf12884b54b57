/**
 * `@chatmill/sdk/web/plugin`: the small part of the web SDK, for the code the dashboard runs
 * before anyone opens a plugin screen. The shell imports every plugin's entry at idle time and
 * renders dashboard widgets on its home screen; importing `@chatmill/sdk/web` there makes the
 * shell evaluate the whole SDK (tables, dropdowns, number inputs, flow editor settings, zod
 * schemas) on the dashboard's main thread. This module needs only React: a plugin's entry
 * declares itself with it, and a widget reaches the host and the plugin's API with it.
 *
 * Everything here is also exported by `@chatmill/sdk/web` (from the same files, so it is the
 * same `HostContext` either way). Screens keep importing the UI blocks from there; they are
 * loaded lazily, when the user opens them.
 *
 * Shared with plugins like `@chatmill/sdk/web` (see sharedModules.ts): a plugin's build leaves
 * it out and loads the shell's copy.
 */
export { definePluginWeb } from './pluginWeb.ts';
export type { LazyComponent, PluginWebModule } from './pluginWeb.ts';
export { useHost } from './host.ts';
export type { ConfirmOptions, HostApiError, HostBrand, HostFeatures, HostServices, HostUser, ToastOptions, ToastSeverity } from './host.ts';
export { errorMessage, isHostApiError } from './apiErrors.ts';
export { createApiClient, useApiClient } from './apiClient.ts';
export type { ApiClient, ApiRequest } from './apiClient.ts';
