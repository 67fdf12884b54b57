import type { PluginDefinition } from '@chatmill/sdk';
import { permissionSlugs } from '../common/permissions.ts';

const { accounts, accountsWrite, flowBuilder, flowBuilderCreate, subscribers, liveChat, defaults } = permissionSlugs;
const section = 'menu.header';

/** Spec 2, 2 "Web chat widget" and spec 1, 2.4 "Web Chat Widget (Beta)": menu and screens (names are i18n keys of the web half). */
export const widgetWeb: NonNullable<PluginDefinition['web']> = {
  menu: [
    {
      header: section,
      name: 'menu.widget',
      url: '/web-chat-widget/accounts',
      slug: accounts,
      icon: 'pi pi-comments',
      tag: 'menu.beta',
      submenu: [
        { name: 'menu.accounts', url: '/web-chat-widget/accounts', slug: accounts, icon: 'pi pi-desktop' },
        { name: 'menu.flowBuilder', url: '/web-chat-widget/flow-builder', slug: flowBuilder, icon: 'pi pi-sitemap' },
        { name: 'menu.subscribers', url: '/web-chat-widget/subscribers', slug: subscribers, icon: 'pi pi-users' },
        { name: 'menu.liveChat', url: '/web-chat-widget/live-chat', slug: liveChat, icon: 'pi pi-comment' },
        { name: 'menu.defaults', url: '/web-chat-widget/defaults', slug: defaults, icon: 'pi pi-cog' },
      ],
    },
  ],
  routes: [
    { path: '/web-chat-widget/accounts', name: 'routes.accounts', slug: accounts, breadcrumbs: [section, 'routes.accounts'] },
    {
      path: '/web-chat-widget/accounts/write',
      name: 'routes.accountsWrite',
      slug: accountsWrite,
      breadcrumbs: [section, 'routes.accounts', 'routes.accountsWrite'],
    },
    { path: '/web-chat-widget/flow-builder', name: 'routes.flowBuilder', slug: flowBuilder, breadcrumbs: [section, 'routes.flowBuilder'] },
    {
      path: '/web-chat-widget/flow-builder/create',
      name: 'routes.flowBuilderCreate',
      slug: flowBuilderCreate,
      breadcrumbs: [section, 'routes.flowBuilder', 'routes.flowBuilderCreate'],
    },
    { path: '/web-chat-widget/subscribers', name: 'routes.subscribers', slug: subscribers, breadcrumbs: [section, 'routes.subscribers'] },
    {
      path: '/web-chat-widget/subscribers/:id',
      name: 'routes.subscriber',
      slug: subscribers,
      breadcrumbs: [section, 'routes.subscribers', 'routes.subscriber'],
    },
    { path: '/web-chat-widget/live-chat', name: 'routes.liveChat', slug: liveChat, breadcrumbs: [section, 'routes.liveChat'] },
    { path: '/web-chat-widget/defaults', name: 'routes.defaults', slug: defaults, breadcrumbs: [section, 'routes.defaults'] },
  ],
};
