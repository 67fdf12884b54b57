import { useEffect } from 'react';
import { create } from 'zustand';
import { apiRequest } from '../api/client';
import type { BrandInfo, Id, PluginInfo, PluginsResponse } from '../api/types';
import { registerStateReset } from '../session/clientState';
import { useSessionStore } from '../session/sessionStore';
import { preloadPluginTexts } from './pluginModules';
import { applyBrandTexts, useBrandStore } from '../brand/brandStore';

/** idle: not asked (no session yet); loading; ready; error: GET /api/plugins failed. */
export type PluginListStatus = 'idle' | 'loading' | 'ready' | 'error';

interface PluginState {
  status: PluginListStatus;
  /** Whose list this is: the server filters menus, routes and widgets by the user's access. */
  userId: Id | null;
  plugins: PluginInfo[];
  /** The request's brand (its name replaces the product's in the shell). */
  brand: BrandInfo | null;
}

/** The brand's plugins with what the signed-in user may open (`GET /api/plugins`). */
export const usePluginStore = create<PluginState>()(() => ({ status: 'idle', userId: null, plugins: [], brand: null }));

let inFlight: { userId: Id; promise: Promise<PluginInfo[] | null> } | null = null;

/**
 * The plugin list of this user: the one loaded already, the one loading, or a new request.
 * Resolves null when the list could not be loaded (the store says 'error').
 */
export function loadPlugins(userId: Id, force = false): Promise<PluginInfo[] | null> {
  const state = usePluginStore.getState();
  if (!force && state.status === 'ready' && state.userId === userId) return Promise.resolve(state.plugins);
  if (inFlight && inFlight.userId === userId) return inFlight.promise;
  usePluginStore.setState({ status: 'loading', userId, plugins: state.userId === userId ? state.plugins : [] });
  const promise = apiRequest<PluginsResponse>('GET', '/api/plugins')
    .then(({ plugins, brand }) => {
      if (inFlight?.promise !== promise) return null;
      usePluginStore.setState({ status: 'ready', userId, plugins, brand: brand ?? null });
      if (brand?.texts) applyBrandTexts(brand.texts);
      return plugins;
    })
    .catch(() => {
      if (inFlight?.promise !== promise) return null;
      usePluginStore.setState({ status: 'error', userId });
      return null;
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
  inFlight = { userId, promise };
  return promise;
}

/** Asks for the plugin list of this user unless it is in or on its way (a failed one is asked for again). */
export function requestPlugins(userId: Id): void {
  const { status, userId: listUser } = usePluginStore.getState();
  if (listUser !== userId || (status !== 'loading' && status !== 'ready')) void loadPlugins(userId);
}

/**
 * The plugin list is asked for by what shows it: the frame once its first screen is drawn (see
 * AppLayout), and at once by what cannot be drawn without it: a plugin route
 * (discoverPluginRoutes), the flow editor and the plugin settings (usePluginListNow). On a
 * whitelabel brand the brand's wording of the shell comes with the list, so there it is asked
 * for as soon as the session is there. Once it is in, the plugins' modules load in idle time
 * so the menu speaks their words.
 */
export function startPluginDiscovery(): () => void {
  const onChange = () => {
    const { status, user } = useSessionStore.getState();
    if (status === 'authenticated' && user && useBrandStore.getState().brand?.whitelabel === true) requestPlugins(user.id);
  };
  onChange();
  const stopSession = useSessionStore.subscribe(onChange);
  const stopBrand = useBrandStore.subscribe(onChange);
  const stopPlugins = usePluginStore.subscribe((state, previous) => {
    if (state.status === 'ready' && state.plugins !== previous.plugins) preloadPluginTexts(state.plugins);
  });
  return () => {
    stopSession();
    stopBrand();
    stopPlugins();
  };
}

/** For a screen that cannot be drawn without the plugin list: asks for it at once (see startPluginDiscovery). */
export function usePluginListNow(): void {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  useEffect(() => {
    if (userId !== null) requestPlugins(userId);
  }, [userId]);
}

registerStateReset(() => {
  inFlight = null;
  usePluginStore.setState({ status: 'idle', userId: null, plugins: [], brand: null });
});
