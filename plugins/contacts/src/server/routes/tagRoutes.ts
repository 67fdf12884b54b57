import { permissionSlugs } from '../../common/permissions.ts';
import { contracts } from '../../common/contracts.ts';
import { tagKind } from '../services/contactGroups.ts';
import { groupRoutes } from './groupRoutes.ts';

export const tagRoutes = groupRoutes({
  kind: tagKind,
  tag: 'Contact tags',
  slug: permissionSlugs.contactTags,
  contracts: { list: contracts.listTags, create: contracts.createTag, rename: contracts.renameTag, remove: contracts.deleteTag },
  labelOf: (body) => body.groupName,
  toView: ({ label, ...row }) => ({ ...row, groupName: label }),
  tools: { list: 'list_contact_tags', create: 'create_contact_tag' },
});
