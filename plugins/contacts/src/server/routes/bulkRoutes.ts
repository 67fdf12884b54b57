import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { BulkService } from '../services/bulkService.ts';
import { accountScope } from './routeScope.ts';

const tag = 'Contacts';
const slug = permissionSlugs.contactList;

export const bulkRoutes: AnyRoute[] = [
  defineRoute({
    ...contracts.bulk,
    tag,
    summary: 'Tag, untag, add to or remove from a book, or delete up to 50 contacts',
    description:
      "More than 50 contacts answers UNPROCESSABLE with the message 'Too Much'. A delete can be undone with POST /contacts/bulk/restore. " +
      'One permission guards the route, so delete here needs edit rights (the host checks one slug and action per route).',
    access: 'session',
    permission: { slug, action: 'edit' },
    errors: ['UNPROCESSABLE', 'NOT_FOUND'],
    handler: async (ctx) => new BulkService(accountScope(ctx)).run(ctx.body),
  }),
  defineRoute({
    ...contracts.bulkRestore,
    tag,
    summary: 'Undo a bulk delete',
    access: 'session',
    permission: { slug, action: 'delete' },
    errors: ['UNPROCESSABLE', 'NOT_FOUND', 'CONFLICT'],
    handler: async (ctx) => new BulkService(accountScope(ctx)).restore(ctx.body.contactIds),
  }),
];
