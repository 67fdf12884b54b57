import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { featureIds } from '../../common/ids.ts';
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
    tool: 'update_contacts',
    description:
      "More than 50 contacts answers UNPROCESSABLE with the message 'Too Much'. A delete can be undone with POST /contacts/bulk/restore. " +
      'One permission guards the route, so delete here needs edit rights (the host checks one slug and action per route).',
    access: 'session',
    permission: { slug, action: 'edit' },
    errors: ['UNPROCESSABLE', 'NOT_FOUND'],
    handler: async (ctx) => {
      const result = await new BulkService(accountScope(ctx)).run(ctx.body);
      if (result.action === 'delete') await ctx.usage.release(featureIds.emailContactListSize, result.affected);
      return result;
    },
  }),
  defineRoute({
    ...contracts.bulkRestore,
    tag,
    summary: 'Undo a bulk delete',
    access: 'session',
    permission: { slug, action: 'delete' },
    errors: ['UNPROCESSABLE', 'NOT_FOUND', 'CONFLICT', 'LIMIT_REACHED'],
    handler: async (ctx) => {
      // Restored contacts count against the list size again: take room for all, give back the rest.
      const wanted = ctx.body.contactIds.length;
      await ctx.usage.reserve(featureIds.emailContactListSize, wanted);
      try {
        const result = await new BulkService(accountScope(ctx)).restore(ctx.body.contactIds);
        await ctx.usage.release(featureIds.emailContactListSize, wanted - result.restored);
        return result;
      } catch (error) {
        await ctx.usage.release(featureIds.emailContactListSize, wanted);
        throw error;
      }
    },
  }),
];
