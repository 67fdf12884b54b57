import type { PluginDefinition } from '@chatmill/sdk';
import { permissionSlugs } from '../../common/permissions.ts';
import { subscriberPaths } from '../../common/subscriberPaths.ts';

type Web = NonNullable<PluginDefinition['web']>;
const { subscribers, defaults } = permissionSlugs;
const section = 'menu.header';

/** The Subscribers and Defaults entries of the Messenger menu. */
export const subscribersMenu: NonNullable<Web['menu']> = [
  { name: 'subscribers.menu.subscribers', url: subscriberPaths.subscribers, slug: subscribers, icon: 'pi pi-users' },
  { name: 'subscribers.menu.defaults', url: subscriberPaths.defaults, slug: defaults, icon: 'pi pi-cog' },
];

export const subscribersWebRoutes: NonNullable<Web['routes']> = [
  { path: subscriberPaths.subscribers, name: 'subscribers.menu.subscribers', slug: subscribers, breadcrumbs: [section, 'subscribers.menu.subscribers'] },
  {
    path: subscriberPaths.subscriber,
    name: 'subscribers.menu.profile',
    slug: subscribers,
    breadcrumbs: [section, 'subscribers.menu.subscribers', 'subscribers.menu.profile'],
  },
  { path: subscriberPaths.defaults, name: 'subscribers.menu.defaults', slug: defaults, breadcrumbs: [section, 'subscribers.menu.defaults'] },
];
