import type { PluginDefinition } from '@chatmill/sdk';
import { permissionSlugs } from '../common/permissions.ts';

const { contactList, contactBooks, contactTags } = permissionSlugs;

/** What the dashboard shows of the plugin: menu, screens and widget (names are i18n keys of the web half). */
export const contactsWeb: NonNullable<PluginDefinition['web']> = {
  menu: [
    {
      header: 'menu.contactsHeader',
      name: 'menu.contacts',
      url: '/contacts/contact-list',
      slug: contactList,
      icon: 'pi pi-users',
      submenu: [
        { name: 'menu.contactList', url: '/contacts/contact-list', slug: contactList, icon: 'pi pi-list' },
        { name: 'menu.contactBooks', url: '/contacts/contact-books', slug: contactBooks, icon: 'pi pi-book' },
        { name: 'menu.contactTags', url: '/contacts/contact-tags', slug: contactTags, icon: 'pi pi-tags' },
      ],
    },
  ],
  routes: [
    { path: '/contacts/contact-list', name: 'routes.contactList', slug: contactList, breadcrumbs: ['menu.contacts', 'routes.contactList'] },
    { path: '/contacts/contact-books', name: 'routes.contactBooks', slug: contactBooks, breadcrumbs: ['menu.contacts', 'routes.contactBooks'] },
    { path: '/contacts/contact-tags', name: 'routes.contactTags', slug: contactTags, breadcrumbs: ['menu.contacts', 'routes.contactTags'] },
  ],
  widgets: [{ id: 'contact-count', title: 'widgets.contactCount', slug: contactList }],
};
