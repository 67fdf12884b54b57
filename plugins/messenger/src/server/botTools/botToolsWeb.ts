import type { PluginDefinition } from '@chatmill/sdk';
import { permissionSlugs } from '../../common/permissions.ts';
import { botToolPaths } from '../../common/botToolPaths.ts';

type Web = NonNullable<PluginDefinition['web']>;
const { persistentMenu, welcomeMessage, iceBreakers, getStarted } = permissionSlugs;
const section = 'menu.header';

/** The "Bot tools" entry of the Messenger menu: one screen per tool (spec 2, 2 routes). */
export const botToolsMenu: NonNullable<Web['menu']>[number] = {
  name: 'botTools.menu.title',
  url: botToolPaths.persistentMenu,
  slug: persistentMenu,
  icon: 'pi pi-bars',
  submenu: [
    { name: 'botTools.menu.persistentMenu', url: botToolPaths.persistentMenu, slug: persistentMenu, icon: 'pi pi-bars' },
    { name: 'botTools.menu.welcomeMessage', url: botToolPaths.welcomeMessage, slug: welcomeMessage, icon: 'pi pi-comment' },
    { name: 'botTools.menu.iceBreakers', url: botToolPaths.iceBreakers, slug: iceBreakers, icon: 'pi pi-question-circle' },
    { name: 'botTools.menu.getStarted', url: botToolPaths.getStarted, slug: getStarted, icon: 'pi pi-play' },
  ],
};

export const botToolsWebRoutes: NonNullable<Web['routes']> = [
  { path: botToolPaths.persistentMenu, name: 'botTools.menu.persistentMenu', slug: persistentMenu, breadcrumbs: [section, 'botTools.menu.persistentMenu'] },
  { path: botToolPaths.welcomeMessage, name: 'botTools.menu.welcomeMessage', slug: welcomeMessage, breadcrumbs: [section, 'botTools.menu.welcomeMessage'] },
  { path: botToolPaths.iceBreakers, name: 'botTools.menu.iceBreakers', slug: iceBreakers, breadcrumbs: [section, 'botTools.menu.iceBreakers'] },
  { path: botToolPaths.getStarted, name: 'botTools.menu.getStarted', slug: getStarted, breadcrumbs: [section, 'botTools.menu.getStarted'] },
];
