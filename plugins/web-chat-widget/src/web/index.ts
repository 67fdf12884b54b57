// The SDK's small entry: the shell imports this module at idle time and for dashboard widgets,
// so it must not pull in the SDK's UI blocks; the screens import those when they are opened.
import { definePluginWeb } from '@chatmill/sdk/web/plugin';

/**
 * The web chat widget's web half. Menu items, route paths and permission slugs are in the
 * server manifest (src/server/web.ts); this module brings the screens and the texts.
 */
export default definePluginWeb({
  screens: {
    '/web-chat-widget/accounts': () => import('./screens/AccountsScreen.tsx'),
    '/web-chat-widget/accounts/write': () => import('./screens/AccountWriteScreen.tsx'),
    '/web-chat-widget/flow-builder': () => import('./screens/FlowBuilderScreen.tsx'),
    '/web-chat-widget/flow-builder/create': () => import('./screens/FlowCreateScreen.tsx'),
    '/web-chat-widget/subscribers': () => import('./screens/SubscribersScreen.tsx'),
    '/web-chat-widget/subscribers/:id': () => import('./screens/SubscriberProfileScreen.tsx'),
    '/web-chat-widget/live-chat': () => import('./screens/LiveChatScreen.tsx'),
    '/web-chat-widget/defaults': () => import('./screens/DefaultsScreen.tsx'),
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
