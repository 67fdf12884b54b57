import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { featureIds } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { WidgetScope } from '../services/widgetScope.ts';
import { WidgetService } from '../services/widgetService.ts';

const tag = 'Web chat widget';
/** A live widget account is one use of the package's widget-accounts limit; a deleted one gives it back. */
const accountsFeature = featureIds.widgetAccounts;
const widgets = (ctx: RouteContext<unknown, unknown, unknown>) => new WidgetService(WidgetScope.of(ctx));
const { accounts, accountsWrite, defaults, flowBuilder, subscribers, liveChat } = permissionSlugs;

export const accountRoutes: AnyRoute[] = [
  defineRoute({
    ...contracts.listWidgets,
    tag,
    summary: "A page of the account's chat widgets",
    description: '`search` looks in the name and the title. Readable from every screen of the plugin, whose widget selectors list them.',
    access: 'session',
    permission: { slug: [accounts, flowBuilder, subscribers, liveChat, defaults], action: 'read' },
    handler: async (ctx) => widgets(ctx).list(ctx.query),
  }),
  defineRoute({
    ...contracts.createWidget,
    tag,
    summary: 'Add a chat widget',
    description:
      "Domains are the https sites the widget may run on (at least one; an http:// one answers 'Insecure Domain', except http://localhost, http://*.localhost and http://127.0.0.1 on any port, for trying the widget on one's own machine). The answer carries the public `widgetId` of the embed snippet.",
    access: 'session',
    permission: { slug: accountsWrite, action: 'create' },
    feature: accountsFeature,
    status: 201,
    errors: ['FEATURE_NOT_IN_PACKAGE', 'LIMIT_REACHED'],
    handler: async (ctx) => widgets(ctx).create(ctx.body),
  }),
  defineRoute({
    ...contracts.getWidget,
    tag,
    summary: 'One chat widget',
    access: 'session',
    permission: { slug: accounts, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => widgets(ctx).get(ctx.params.id),
  }),
  defineRoute({
    ...contracts.updateWidget,
    tag,
    summary: 'Change a chat widget (only the fields sent)',
    access: 'session',
    permission: { slug: accountsWrite, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => widgets(ctx).update(ctx.params.id, ctx.body),
  }),
  defineRoute({
    ...contracts.deleteWidget,
    tag,
    summary: 'Delete a chat widget; POST /accounts/:id/restore undoes it',
    description: 'The widget stops answering visitors at once.',
    access: 'session',
    permission: { slug: accounts, action: 'delete' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => {
      await widgets(ctx).remove(ctx.params.id);
      await ctx.usage.release(accountsFeature);
      return { id: ctx.params.id };
    },
  }),
  defineRoute({
    ...contracts.restoreWidget,
    tag,
    summary: 'Undo the delete of a chat widget',
    access: 'session',
    permission: { slug: accounts, action: 'delete' },
    feature: accountsFeature,
    errors: ['NOT_FOUND', 'LIMIT_REACHED'],
    handler: async (ctx) => widgets(ctx).restore(ctx.params.id),
  }),
  defineRoute({
    ...contracts.getDefaults,
    tag,
    summary: "A chat widget's default flows: welcome and default reply",
    access: 'session',
    permission: { slug: defaults, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => widgets(ctx).defaults(ctx.params.id),
  }),
  defineRoute({
    ...contracts.setDefaults,
    tag,
    summary: "Choose a chat widget's default flows",
    description:
      "Each is a widget flow of the account that runs on this widget (or on no widget yet), or null; another flow answers 404 'Selected Flow Does Not Exist'.",
    access: 'session',
    permission: { slug: defaults, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => widgets(ctx).setDefaults(ctx.params.id, ctx.body),
  }),
];
