import { permissionSlugs } from '../../common/permissions.ts';
import { tagBody, tagListQuery, tagPage, tagView } from '../../common/schemas/tags.ts';
import { tagKind } from '../services/contactGroups.ts';
import { groupRoutes } from './groupRoutes.ts';

export const tagRoutes = groupRoutes({
  kind: tagKind,
  path: '/tags',
  tag: 'Contact tags',
  slug: permissionSlugs.contactTags,
  listQuery: tagListQuery,
  body: tagBody,
  labelOf: (body) => body.groupName,
  view: tagView,
  page: tagPage,
  toView: ({ label, ...row }) => ({ ...row, groupName: label }),
});
