import { permissionSlugs } from '../../common/permissions.ts';
import { contracts } from '../../common/contracts.ts';
import { bookKind } from '../services/contactGroups.ts';
import { groupRoutes } from './groupRoutes.ts';

export const bookRoutes = groupRoutes({
  kind: bookKind,
  tag: 'Contact books',
  slug: permissionSlugs.contactBooks,
  contracts: { list: contracts.listBooks, create: contracts.createBook, rename: contracts.renameBook, remove: contracts.deleteBook },
  labelOf: (body) => body.name,
  toView: ({ label, ...row }) => ({ ...row, name: label }),
  tools: { list: 'list_contact_books', create: 'create_contact_book' },
});
