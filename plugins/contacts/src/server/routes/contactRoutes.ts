import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { featureIds } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { ContactService } from '../services/contactService.ts';
import { accountScope } from './routeScope.ts';

const tag = 'Contacts';
const slug = permissionSlugs.contactList;
/** The contact list's size is a package limit: a live contact is one use, a deleted one gives it back. */
const sizeFeature = featureIds.emailContactListSize;
const contacts = (ctx: Parameters<typeof accountScope>[0]) => new ContactService(accountScope(ctx));

export const contactRoutes: AnyRoute[] = [
  defineRoute({
    ...contracts.listContacts,
    tag,
    summary: 'A page of the contact list, searched, filtered and sorted',
    tool: 'list_contacts',
    description: '`search` looks in first and last name, email and phone; `tagId`, `bookId` and `status` narrow the list.',
    access: 'session',
    permission: { slug, action: 'read' },
    handler: async (ctx) => contacts(ctx).list(ctx.query),
  }),
  defineRoute({
    ...contracts.createContact,
    tag,
    summary: 'Add a contact',
    tool: 'create_contact',
    description: 'A contact needs an email address or a phone number (E.164, e.g. +14155550123); the email is unique in the account.',
    access: 'session',
    permission: { slug, action: 'create' },
    feature: sizeFeature,
    status: 201,
    errors: ['CONFLICT', 'NOT_FOUND', 'FEATURE_NOT_IN_PACKAGE', 'LIMIT_REACHED'],
    handler: async (ctx) => contacts(ctx).create(ctx.body),
  }),
  defineRoute({
    ...contracts.getContact,
    tag,
    summary: 'One contact with its tags and books',
    tool: 'get_contact',
    access: 'session',
    permission: { slug, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => contacts(ctx).get(ctx.params.id),
  }),
  defineRoute({
    ...contracts.updateContact,
    tag,
    summary: 'Change a contact; tagIds and bookIds, when sent, replace its tags and books',
    access: 'session',
    permission: { slug, action: 'edit' },
    errors: ['CONFLICT', 'NOT_FOUND'],
    handler: async (ctx) => contacts(ctx).update(ctx.params.id, ctx.body),
  }),
  defineRoute({
    ...contracts.deleteContact,
    tag,
    summary: 'Delete a contact; POST /contacts/:id/restore undoes it',
    access: 'session',
    permission: { slug, action: 'delete' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => {
      await contacts(ctx).remove(ctx.params.id);
      await ctx.usage.release(sizeFeature);
      return { id: ctx.params.id, undo: true as const };
    },
  }),
  defineRoute({
    ...contracts.restoreContact,
    tag,
    summary: 'Undo the delete of a contact',
    description: 'NOT_FOUND when the contact is not deleted; CONFLICT when another contact took its email meanwhile.',
    access: 'session',
    permission: { slug, action: 'delete' },
    feature: sizeFeature,
    errors: ['CONFLICT', 'NOT_FOUND', 'LIMIT_REACHED'],
    handler: async (ctx) => contacts(ctx).restore(ctx.params.id),
  }),
];
