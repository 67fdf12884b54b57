import { permissionSlugs } from '../../common/permissions.ts';
import { bookBody, bookListQuery, bookPage, bookView } from '../../common/schemas/books.ts';
import { bookKind } from '../services/contactGroups.ts';
import { groupRoutes } from './groupRoutes.ts';

export const bookRoutes = groupRoutes({
  kind: bookKind,
  path: '/books',
  tag: 'Contact books',
  slug: permissionSlugs.contactBooks,
  listQuery: bookListQuery,
  body: bookBody,
  labelOf: (body) => body.name,
  view: bookView,
  page: bookPage,
  toView: ({ label, ...row }) => ({ ...row, name: label }),
});
