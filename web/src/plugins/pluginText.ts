import i18n from 'i18next';
import { useCallback } from 'react';
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

/** `translateIn` for components: redraws on a language change and when a plugin's texts arrive. */
export function useTextIn(): (ns: string, text: string) => string {
  const { t } = useTranslation();
  // `t` is a new function after a language change or when a plugin adds its texts
  // (bindI18nStore), so the callback changes with it and memoised users redraw.
  return useCallback((ns: string, text: string) => translateIn(ns, text), [t]);
}
