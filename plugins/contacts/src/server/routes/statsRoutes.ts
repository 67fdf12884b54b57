import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { permissionSlugs } from '../../common/permissions.ts';
import { statsResponse } from '../../common/schemas/stats.ts';
import { contactStats } from '../services/contactStats.ts';
import { accountScope } from './routeScope.ts';

export const statsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/stats',
    tag: 'Contacts',
    summary: 'Contact, book and tag counts for the dashboard widget',
    access: 'session',
    permission: { slug: permissionSlugs.contactList, action: 'read' },
    response: statsResponse,
    handler: async (ctx) => contactStats(accountScope(ctx)),
  }),
];
