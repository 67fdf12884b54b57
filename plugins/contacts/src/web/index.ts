import { definePluginWeb } from '@chatmill/sdk/web';

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
    de: () => import('./i18n/de.json'),
    es: () => import('./i18n/es.json'),
  },
});
