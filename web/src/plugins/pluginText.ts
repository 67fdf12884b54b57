import i18n from 'i18next';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The shell's own namespace; plugins use their id. */
export const CORE_NS = 'translation';

type LooseT = (key: string, options: { ns: string; defaultValue: string }) => string;

/**
 * A text named in a manifest (route name, menu name, breadcrumb, widget title): an i18n key in
 * the namespace `ns`, or plain text, which is then shown as it is.
 */
export function translateIn(ns: string, text: string): string {
  return (i18n.t as unknown as LooseT)(text, { ns, defaultValue: text });
}

/** Counts the plugins' texts added so far: what the components showing plugin texts follow. */
let pluginTextsVersion = 0;
const pluginTextsListeners = new Set<() => void>();

function subscribeToPluginTexts(listener: () => void): () => void {
  pluginTextsListeners.add(listener);
  return () => pluginTextsListeners.delete(listener);
}

/** Called when a plugin's texts were added to i18next: useTextIn users redraw, and nothing else. */
export function notePluginTextsAdded(): void {
  pluginTextsVersion += 1;
  for (const listener of pluginTextsListeners) listener();
}

/**
 * `translateIn` for components: redraws on a language change and when a plugin's texts arrive.
 * The redraw for new texts is a transition, which React draws in slices: as a store read
 * (useSyncExternalStore) it was drawn at once, one long task per plugin's arrival just after the
 * dashboard's first paint (menu, breadcrumbs and widget titles together).
 */
export function useTextIn(): (ns: string, text: string) => string {
  const { t } = useTranslation();
  const [version, setVersion] = useState(pluginTextsVersion);
  useEffect(() => {
    const follow = () => startTransition(() => setVersion(pluginTextsVersion));
    // Texts that arrived between this component's render and now.
    follow();
    return subscribeToPluginTexts(follow);
  }, []);
  // `t` is a new function after a language change, and `version` after a plugin's texts
  // arrived, so the callback changes with them and memoised users redraw.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` and `version` stand for what translateIn reads
  return useCallback((ns: string, text: string) => translateIn(ns, text), [t, version]);
}
