// The SDK's small entry: the shell imports this module at idle time and for dashboard widgets,
// so it must not pull in the SDK's UI blocks; the screens import those when they are opened.
import { definePluginWeb } from '@chatmill/sdk/web/plugin';

/**
 * The Messenger plugin's web half. Menu items, route paths and permission slugs are in the
 * server manifest (src/server/web.ts); this module brings the screens and the texts.
 */
export default definePluginWeb({
  screens: {
    '/social-media-automations': () => import('./screens/DashboardScreen.tsx'),
    '/social-media-automations/facebook-accounts': () => import('./screens/FacebookAccountsScreen.tsx'),
    '/social-media-automations/build': () => import('./screens/BuildScreen.tsx'),
    '/social-media-automations/live-chat': () => import('./screens/LiveChatScreen.tsx'),
    '/social-media-automations/comment-reply': () => import('./screens/comment-reply/CommentReplyScreen.tsx'),
    '/social-media-automations/subscribers': () => import('./screens/SubscribersScreen.tsx'),
    '/social-media-automations/subscribers/:id': () => import('./screens/SubscriberProfileScreen.tsx'),
    '/social-media-automations/defaults': () => import('./screens/DefaultsScreen.tsx'),
    '/social-media-automations/bot-tools/persistent-menu': () => import('./screens/bot-tools/PersistentMenuScreen.tsx'),
    '/social-media-automations/welcome-message': () => import('./screens/bot-tools/WelcomeMessageScreen.tsx'),
    '/social-media-automations/ice-breakers': () => import('./screens/bot-tools/IceBreakersScreen.tsx'),
    '/social-media-automations/get-started': () => import('./screens/bot-tools/GetStartedScreen.tsx'),
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
