import type { PluginDefinition } from '@chatmill/sdk';
import { permissionSlugs } from '../common/permissions.ts';
import { botToolsMenu, botToolsWebRoutes } from './botTools/botToolsWeb.ts';
import { subscribersMenu, subscribersWebRoutes } from './subscribers/subscribersWeb.ts';

const { dashboard, facebookAccounts, build, liveChat } = permissionSlugs;
const section = 'menu.header';
const root = '/social-media-automations';

/** Spec 2, 2 "Messenger, Facebook and Instagram": menu and screens (names are i18n keys of the web half). */
export const messengerWeb: NonNullable<PluginDefinition['web']> = {
  menu: [
    {
      header: section,
      name: 'menu.messenger',
      url: root,
      slug: dashboard,
      icon: 'pi pi-facebook',
      submenu: [
        { name: 'menu.dashboard', url: root, slug: dashboard, icon: 'pi pi-chart-bar' },
        { name: 'menu.facebookAccounts', url: `${root}/facebook-accounts`, slug: facebookAccounts, icon: 'pi pi-users' },
        { name: 'menu.build', url: `${root}/build`, slug: build, icon: 'pi pi-sitemap' },
        { name: 'menu.liveChat', url: `${root}/live-chat`, slug: liveChat, icon: 'pi pi-comment' },
        ...subscribersMenu,
        botToolsMenu,
        { name: 'commentReply.menu', url: `${root}/comment-reply`, slug: permissionSlugs.commentReply, icon: 'pi pi-comments' },
      ],
    },
  ],
  routes: [
    { path: root, name: 'routes.dashboard', slug: dashboard, breadcrumbs: [section, 'routes.dashboard'] },
    { path: `${root}/facebook-accounts`, name: 'routes.facebookAccounts', slug: facebookAccounts, breadcrumbs: [section, 'routes.facebookAccounts'] },
    { path: `${root}/build`, name: 'routes.build', slug: build, breadcrumbs: [section, 'routes.build'] },
    { path: `${root}/live-chat`, name: 'routes.liveChat', slug: liveChat, breadcrumbs: [section, 'routes.liveChat'] },
    ...botToolsWebRoutes,
    ...subscribersWebRoutes,
    {
      path: `${root}/comment-reply`,
      name: 'commentReply.title',
      slug: permissionSlugs.commentReply,
      breadcrumbs: [section, 'commentReply.title'],
    },
  ],
};
