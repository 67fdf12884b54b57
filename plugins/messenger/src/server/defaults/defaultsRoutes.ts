import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { permissionSlugs } from '../../common/permissions.ts';
import { subscriberContracts } from '../../common/subscriberContracts.ts';
import { DefaultsStore } from './defaultsStore.ts';

const { defaults } = permissionSlugs;

/** Spec 2, 2 "defaults": per page, and per its Instagram account, the welcome and default-reply flows. */
export const defaultsRoutes: AnyRoute[] = [
  defineRoute({
    ...subscriberContracts.getDefaults,
    tag: 'Messenger',
    summary: "A page's (or its Instagram account's) welcome flow and default-reply flow",
    description: "`:id` is the page's record id; `platform=instagram` answers for its Instagram account. A deleted flow is no default (null).",
    access: 'session',
    permission: { slug: defaults, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new DefaultsStore(ctx.em, ctx.user!.accountId).read(ctx.params.id, ctx.query.platform),
  }),
  defineRoute({
    ...subscriberContracts.setDefaults,
    tag: 'Messenger',
    summary: "Sets a page's (or its Instagram account's) welcome flow and default-reply flow",
    description:
      'The welcome flow answers a first contact, the default reply what no keyword or other flow answers; null for none. Each must be a live flow of that page (or Instagram account): otherwise NOT_FOUND, naming the field.',
    access: 'session',
    permission: { slug: defaults, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new DefaultsStore(ctx.em, ctx.user!.accountId).save(ctx.params.id, ctx.query.platform, ctx.body),
  }),
];
