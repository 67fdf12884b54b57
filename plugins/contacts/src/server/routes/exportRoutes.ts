import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { exportContacts } from '../services/contactExport.ts';
import { accountScope } from './routeScope.ts';

export const exportRoutes: AnyRoute[] = [
  defineRoute({
    ...contracts.exportContacts,
    tag: 'Contacts',
    summary: 'The filtered contact list as a CSV file',
    description: 'Takes the list filters (no paging). Columns: first_name, last_name, email, phone, status, tags, books; tags and books are joined with "; ".',
    access: 'session',
    permission: { slug: permissionSlugs.contactList, action: 'read' },
    handler: async (ctx) => {
      const csv = await exportContacts(accountScope(ctx), ctx.query);
      ctx.http.setHeader('content-type', 'text/csv; charset=utf-8');
      ctx.http.setHeader('content-disposition', 'attachment; filename="contacts.csv"');
      return csv;
    },
  }),
];
