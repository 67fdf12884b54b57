// The SDK's small entry: the shell imports this module at idle time and for dashboard widgets,
// so it must not pull in the SDK's UI blocks; the screens import those when they are opened.
import { definePluginWeb } from '@chatmill/sdk/web/plugin';

/**
 * The Contacts plugin's web half. Menu items, route paths and permission slugs are in the
 * server manifest (src/server/web.ts); this module brings the screens, the widget and the
 * texts, each loaded when first needed.
 */
export default definePluginWeb({
  screens: {
    '/contacts/contact-list': () => import('./screens/ContactListScreen.tsx'),
    '/contacts/contact-books': () => import('./screens/ContactBooksScreen.tsx'),
    '/contacts/contact-tags': () => import('./screens/ContactTagsScreen.tsx'),
  },
  widgets: {
    'contact-count': () => import('./widgets/ContactCountWidget.tsx'),
  },
  locales: {
    'en-US': () => import('./i18n/en-US.json'),
    ar: () => import('./i18n/ar.json'),
    bn: () => import('./i18n/bn.json'),
    de: () => import('./i18n/de.json'),
    es: () => import('./i18n/es.json'),
    'fr-FR': () => import('./i18n/fr-FR.json'),
    id: () => import('./i18n/id.json'),
    it: () => import('./i18n/it.json'),
    ko: () => import('./i18n/ko.json'),
    nl: () => import('./i18n/nl.json'),
    pt: () => import('./i18n/pt.json'),
    'pt-BR': () => import('./i18n/pt-BR.json'),
    ro: () => import('./i18n/ro.json'),
    ru: () => import('./i18n/ru.json'),
    th: () => import('./i18n/th.json'),
    tr: () => import('./i18n/tr.json'),
    vi: () => import('./i18n/vi.json'),
    'zh-CN': () => import('./i18n/zh-CN.json'),
    'zh-TW': () => import('./i18n/zh-TW.json'),
  },
});
