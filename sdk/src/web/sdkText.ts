import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The few texts of the SDK's own building blocks, in the `chatmill-sdk` i18n namespace.
 * They are registered with the shell's i18next on first use, so the shell needs no setup and
 * every plugin gets them in the user's language (en-US is the fallback for the others).
 */
export const sdkNamespace = 'chatmill-sdk';

const enUS = {
  table: {
    search: 'Search',
    empty: 'Nothing here yet.',
    noResults: 'Nothing matches your search or filters.',
    loadFailed: 'The list could not be loaded.',
    retry: 'Retry',
    selectRow: 'Select {{label}}',
    selectPage: 'Select all rows on this page',
    pageReport: '{first} to {last} of {totalRecords}',
    selectedCount: '{{count}} selected',
  },
  form: {
    failed: 'Something went wrong with the request',
  },
  undo: {
    action: 'Undo',
    restored: 'Restored',
  },
} as const;

type Texts = typeof enUS;
/** 'table.search', 'form.failed', … */
export type SdkTextKey = { [G in keyof Texts]: `${G}.${keyof Texts[G] & string}` }[keyof Texts];
type Translation = { [G in keyof Texts]: { [K in keyof Texts[G]]: string } };

const others: Record<string, Translation> = {
  de: {
    table: {
      search: 'Suchen',
      empty: 'Hier ist noch nichts.',
      noResults: 'Nichts passt zu Ihrer Suche oder den Filtern.',
      loadFailed: 'Die Liste konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
      selectRow: '{{label}} auswählen',
      selectPage: 'Alle Zeilen dieser Seite auswählen',
      pageReport: '{first} bis {last} von {totalRecords}',
      selectedCount: '{{count}} ausgewählt',
    },
    form: {
      failed: 'Bei der Anfrage ist ein Fehler aufgetreten',
    },
    undo: {
      action: 'Rückgängig',
      restored: 'Wiederhergestellt',
    },
  },
  es: {
    table: {
      search: 'Buscar',
      empty: 'Aún no hay nada aquí.',
      noResults: 'Nada coincide con su búsqueda o filtros.',
      loadFailed: 'No se pudo cargar la lista.',
      retry: 'Reintentar',
      selectRow: 'Seleccionar {{label}}',
      selectPage: 'Seleccionar todas las filas de esta página',
      pageReport: '{first} a {last} de {totalRecords}',
      selectedCount: '{{count}} seleccionados',
    },
    form: {
      failed: 'Algo salió mal con la solicitud',
    },
    undo: {
      action: 'Deshacer',
      restored: 'Restaurado',
    },
  },
};

export type SdkText = (key: SdkTextKey, values?: Record<string, string | number>) => string;

interface I18nLike {
  language?: string;
  addResourceBundle?(lng: string, ns: string, resources: object, deep?: boolean, overwrite?: boolean): unknown;
  hasResourceBundle?(lng: string, ns: string): boolean;
  t?: unknown;
}

const registered = new WeakSet<object>();

function register(i18n: I18nLike): boolean {
  if (typeof i18n.addResourceBundle !== 'function' || typeof i18n.t !== 'function') return false;
  if (registered.has(i18n)) return true;
  for (const [lng, texts] of Object.entries({ 'en-US': enUS, ...others })) {
    if (!i18n.hasResourceBundle?.(lng, sdkNamespace)) i18n.addResourceBundle(lng, sdkNamespace, texts, true, false);
  }
  registered.add(i18n);
  return true;
}

/** `{{name}}` interpolation for when no i18next instance is around (a plugin's own tests). */
function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

function english(key: SdkTextKey): string {
  const [group, name] = key.split('.') as [keyof Texts, string];
  return (enUS[group] as Record<string, string>)[name] ?? key;
}

export function useSdkText(): SdkText {
  // No namespace here: the shell's default one is loaded, so this never suspends.
  const { i18n } = useTranslation();
  const ready = register(i18n as unknown as I18nLike);
  const language = (i18n as unknown as I18nLike).language;
  return useCallback<SdkText>(
    (key, values) => {
      if (!ready) return interpolate(english(key), values);
      // The shell may type `t` against its own keys; the SDK's live in their own namespace.
      const t = (i18n as unknown as { t(key: string, options: object): string }).t.bind(i18n);
      // React escapes text itself; i18next escaping too would show &amp; in names.
      return t(key, { ns: sdkNamespace, ...values, interpolation: { escapeValue: false } });
    },
    // language: a new function after a language change, so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, ready, language],
  );
}
