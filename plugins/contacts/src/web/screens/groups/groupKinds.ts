import { permissionSlugs } from '../../../common/permissions.ts';
import { contracts } from '../../api.ts';

/**
 * Contact books and tags behave alike (a named group with a contact count); what differs is
 * here: the API path, the name field in the API, the permission slug and the texts.
 */
export interface GroupKind {
  key: 'books' | 'tags';
  /** The kind's routes (common/contracts.ts). */
  contracts: {
    list: typeof contracts.listBooks | typeof contracts.listTags;
    create: typeof contracts.createBook | typeof contracts.createTag;
    rename: typeof contracts.renameBook | typeof contracts.renameTag;
    remove: (typeof contracts)['deleteBook' | 'deleteTag'];
  };
  /** The name's field in the API: books say `name`, tags keep the spec's `group_name`. */
  nameField: 'name' | 'groupName';
  slug: string;
  /** Tag names cannot hold the CSV tag separators. */
  forbidSeparators: boolean;
}

export const bookKind: GroupKind = {
  key: 'books',
  contracts: { list: contracts.listBooks, create: contracts.createBook, rename: contracts.renameBook, remove: contracts.deleteBook },
  nameField: 'name',
  slug: permissionSlugs.contactBooks,
  forbidSeparators: false,
};

export const tagKind: GroupKind = {
  key: 'tags',
  contracts: { list: contracts.listTags, create: contracts.createTag, rename: contracts.renameTag, remove: contracts.deleteTag },
  nameField: 'groupName',
  slug: permissionSlugs.contactTags,
  forbidSeparators: true,
};

/** A book or a tag as the list route answers it. */
export interface GroupRow {
  id: number;
  name?: string;
  groupName?: string;
  contactCount: number;
  createdAt: string;
}

export const groupName = (row: GroupRow): string => row.name ?? row.groupName ?? '';
