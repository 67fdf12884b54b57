import { definePluginWeb } from '@chatmill/sdk/web';

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
    '/web-chat-widget/live-chat': () => import('./screens/LiveChatScreen.tsx'),
    '/web-chat-widget/defaults': () => import('./screens/DefaultsScreen.tsx'),
  },
  locales: {
    'en-US': () => import('./i18n/en-US.json'),
  },
});
