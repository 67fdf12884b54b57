import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { permissionSlugs } from '../../common/permissions.ts';
import { idParams } from '../../common/schemas/fields.ts';
import { contactDeletedResponse, contactListQuery, contactPage, contactView, createContactBody, updateContactBody } from '../../common/schemas/contacts.ts';
import { ContactService } from '../services/contactService.ts';
import { accountScope } from './routeScope.ts';

const tag = 'Contacts';
const slug = permissionSlugs.contactList;
const contacts = (ctx: Parameters<typeof accountScope>[0]) => new ContactService(accountScope(ctx));

export const contactRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/contacts',
    tag,
    summary: 'A page of the contact list, searched, filtered and sorted',
    description: '`search` looks in first and last name, email and phone; `tagId`, `bookId` and `status` narrow the list.',
    access: 'session',
    permission: { slug, action: 'read' },
    query: contactListQuery,
    response: contactPage,
    handler: async (ctx) => contacts(ctx).list(ctx.query),
  }),
  defineRoute({
    method: 'POST',
    path: '/contacts',
    tag,
    summary: 'Add a contact',
    description: 'A contact needs an email address or a phone number (E.164, e.g. +14155550123); the email is unique in the account.',
    access: 'session',
    permission: { slug, action: 'create' },
    body: createContactBody,
    response: contactView,
    status: 201,
    errors: ['CONFLICT', 'NOT_FOUND'],
    handler: async (ctx) => contacts(ctx).create(ctx.body),
  }),
  defineRoute({
    method: 'GET',
    path: '/contacts/:id',
    tag,
    summary: 'One contact with its tags and books',
    access: 'session',
    permission: { slug, action: 'read' },
    params: idParams,
    response: contactView,
    errors: ['NOT_FOUND'],
    handler: async (ctx) => contacts(ctx).get(ctx.params.id),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/contacts/:id',
    tag,
    summary: 'Change a contact; tagIds and bookIds, when sent, replace its tags and books',
    access: 'session',
    permission: { slug, action: 'edit' },
    params: idParams,
    body: updateContactBody,
    response: contactView,
    errors: ['CONFLICT', 'NOT_FOUND'],
    handler: async (ctx) => contacts(ctx).update(ctx.params.id, ctx.body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/contacts/:id',
    tag,
    summary: 'Delete a contact; POST /contacts/:id/restore undoes it',
    access: 'session',
    permission: { slug, action: 'delete' },
    params: idParams,
    response: contactDeletedResponse,
    errors: ['NOT_FOUND'],
    handler: async (ctx) => {
      await contacts(ctx).remove(ctx.params.id);
      return { id: ctx.params.id, undo: true as const };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/contacts/:id/restore',
    tag,
    summary: 'Undo the delete of a contact',
    description: 'NOT_FOUND when the contact is not deleted; CONFLICT when another contact took its email meanwhile.',
    access: 'session',
    permission: { slug, action: 'delete' },
    params: idParams,
    response: contactView,
    errors: ['CONFLICT', 'NOT_FOUND'],
    handler: async (ctx) => contacts(ctx).restore(ctx.params.id),
  }),
];
