import { useHost, type HostServices } from '@chatmill/sdk/web';
import { permissionSlugs } from '../common/permissions.ts';

export interface ContactRights {
  read: boolean;
  create: boolean;
  edit: boolean;
  delete: boolean;
  /** Tags and books are their own screens; the list only offers them when the user may read them. */
  readTags: boolean;
  readBooks: boolean;
}

/** What the user may do on the contact list; the server checks the same slugs and refuses the rest. */
export function contactRights(host: HostServices): ContactRights {
  const slug = permissionSlugs.contactList;
  return {
    read: host.can(slug, 'read'),
    create: host.can(slug, 'create'),
    edit: host.can(slug, 'edit'),
    delete: host.can(slug, 'delete'),
    readTags: host.can(permissionSlugs.contactTags, 'read'),
    readBooks: host.can(permissionSlugs.contactBooks, 'read'),
  };
}

export function useContactRights(): ContactRights {
  return contactRights(useHost());
}
