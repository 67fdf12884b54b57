import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { contactStats } from '../services/contactStats.ts';
import { accountScope } from './routeScope.ts';

export const statsRoutes: AnyRoute[] = [
  defineRoute({
    ...contracts.stats,
    tag: 'Contacts',
    summary: 'Contact, book and tag counts for the dashboard widget',
    access: 'session',
    permission: { slug: permissionSlugs.contactList, action: 'read' },
    handler: async (ctx) => contactStats(accountScope(ctx)),
  }),
];
