import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { maxCsvBytes } from '../../common/limits.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { ImportService } from '../services/importService.ts';
import { accountScope } from './routeScope.ts';

const tag = 'Contact import';
const slug = permissionSlugs.contactList;

export const importRoutes: AnyRoute[] = [
  defineRoute({
    ...contracts.previewImport,
    tag,
    summary: "A CSV file's headers, first rows and row count, to map its columns",
    description: "A file without a header row answers UNPROCESSABLE with the message 'Your CSV is Missing Headers'.",
    access: 'session',
    permission: { slug, action: 'create' },
    bodyLimitBytes: maxCsvBytes,
    errors: ['UNPROCESSABLE'],
    handler: async (ctx) => new ImportService(accountScope(ctx)).preview(ctx.body.csv),
  }),
  defineRoute({
    ...contracts.startImport,
    tag,
    summary: 'Import contacts from a CSV file in the background',
    description:
      "Maps contact fields to the file's headers. Rows with a bad email or phone, neither of them, or a tag that does not exist fail alone; " +
      'a row whose email matches a contact updates it. Follow progress with GET /imports/:id.',
    access: 'session',
    permission: { slug, action: 'create' },
    bodyLimitBytes: maxCsvBytes,
    status: 202,
    errors: ['UNPROCESSABLE', 'NOT_FOUND', 'FEATURE_NOT_IN_PACKAGE', 'LIMIT_REACHED'],
    handler: async (ctx) => ({ importId: await new ImportService(accountScope(ctx)).start(ctx.body, ctx.user!.id, ctx.jobs, ctx.usage) }),
  }),
  defineRoute({
    ...contracts.getImport,
    tag,
    summary: "An import's progress and the rows that failed",
    access: 'session',
    permission: { slug, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new ImportService(accountScope(ctx)).get(ctx.params.id),
  }),
];
