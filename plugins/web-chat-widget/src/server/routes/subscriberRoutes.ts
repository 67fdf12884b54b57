import {
  AppError,
  defineRoute,
  subscriberDirectoryToken,
  subscriberProfileMessages,
  toSubscriberHistoryView,
  toSubscriberProfileView,
  type AnyRoute,
  type RouteContext,
  type SubscriberDirectory,
} from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { widgetChannel } from '../../common/ids.ts';
import { messages } from '../../common/messages.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { WidgetScope } from '../services/widgetScope.ts';

export const subscriberRoutes: AnyRoute[] = [
  defineRoute({
    ...contracts.listSubscribers,
    tag: 'Web chat widget',
    summary: "A page of the visitors who chatted with the account's widgets",
    description:
      '`widgetId` narrows to one widget; `search` looks in the name and the visitor id. The flow runtime keeps the subscribers; this reads them through the SDK.',
    access: 'session',
    permission: { slug: permissionSlugs.subscribers, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => {
      const scope = WidgetScope.of(ctx);
      // Names of the account's widgets, live or deleted: a deleted widget's visitors are still subscribers.
      const widgets = await scope.query<{ widget_id: string; name: string }>(
        `select "widget_id", "name" from "web_chat_widget_account" where "account_id" = :accountId`,
      );
      const names = new Map(widgets.map((w) => [w.widget_id, w.name]));
      if (ctx.query.widgetId && !names.has(ctx.query.widgetId)) throw new AppError('NOT_FOUND', messages.noSuchWidget);
      const directory = ctx.services.resolve<SubscriberDirectory>(subscriberDirectoryToken);
      const { items, total } = await directory.list(ctx.em, scope.accountId, {
        channel: widgetChannel,
        channelAccountIds: ctx.query.widgetId ? [ctx.query.widgetId] : [...names.keys()],
        ...(ctx.query.search ? { search: ctx.query.search } : {}),
        sort: ctx.query.sort,
        order: ctx.query.order,
        page: ctx.query.page,
        pageSize: ctx.query.pageSize,
      });
      return {
        items: items.map((s) => ({
          id: s.id,
          visitorId: s.externalId,
          widgetId: s.channelAccountId,
          widgetName: names.get(s.channelAccountId) ?? '',
          name: s.name,
          subscribedAt: s.subscribedAt.toISOString(),
          lastInteractionAt: s.lastInteractionAt?.toISOString() ?? null,
          tags: s.tags,
          customFields: s.customFields,
        })),
        total,
        page: ctx.query.page,
        pageSize: ctx.query.pageSize,
      };
    },
  }),
  defineRoute({
    ...contracts.getSubscriber,
    tag: 'Web chat widget',
    summary: "A visitor's profile: name, widget, first and last seen, tags, custom fields, flows and the newest messages",
    description:
      "The history holds every message in and out, newest last; `history.earlier` pages back through `/subscribers/:id/history`. Another account's subscriber, or one of another channel, is NOT_FOUND.",
    access: 'session',
    permission: { slug: permissionSlugs.subscribers, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => {
      const scope = WidgetScope.of(ctx);
      const profile = await directoryOf(ctx).profile(ctx.em, scope.accountId, ctx.params.id, { channel: widgetChannel });
      if (!profile) throw new AppError('NOT_FOUND', subscriberProfileMessages.noSubscriber);
      return toSubscriberProfileView(profile, await widgetName(scope, profile.channelAccountId));
    },
  }),
  defineRoute({
    ...contracts.subscriberHistory,
    tag: 'Web chat widget',
    summary: "A page of a visitor's conversation, older than `before`",
    description: 'Messages oldest first; `earlier` is the cursor of the page before this one, null at the first message.',
    access: 'session',
    permission: { slug: permissionSlugs.subscribers, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => {
      const scope = WidgetScope.of(ctx);
      const page = await directoryOf(ctx).history(ctx.em, scope.accountId, ctx.params.id, {
        channel: widgetChannel,
        limit: ctx.query.limit,
        ...(ctx.query.before ? { before: ctx.query.before } : {}),
      });
      if (!page) throw new AppError('NOT_FOUND', subscriberProfileMessages.noSubscriber);
      return toSubscriberHistoryView(page);
    },
  }),
  defineRoute({
    ...contracts.setSubscriberField,
    tag: 'Web chat widget',
    summary: "Sets or clears a visitor's value of a user custom variable",
    description:
      'The value flows read from the next step on; null or an empty text clears it (flows then use the fallback). A global variable is changed in Custom Variables.',
    access: 'session',
    permission: { slug: permissionSlugs.subscribers, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => {
      const scope = WidgetScope.of(ctx);
      const subscriber = await directoryOf(ctx).find(ctx.em, scope.accountId, ctx.params.id, { channel: widgetChannel });
      if (!subscriber) throw new AppError('NOT_FOUND', subscriberProfileMessages.noSubscriber);
      await ctx.audience.variables.setSubscriberValue(ctx.em, scope.accountId, subscriber.id, ctx.params.key, ctx.body.value);
      const variable = (await ctx.audience.variables.list(ctx.em, scope.accountId)).find((v) => v.key === ctx.params.key)!;
      return { key: variable.key, name: variable.name, scope: variable.scope, value: ctx.body.value, fallback: variable.fallback };
    },
  }),
];

function directoryOf(ctx: RouteContext<unknown, unknown, unknown>): SubscriberDirectory {
  return ctx.services.resolve<SubscriberDirectory>(subscriberDirectoryToken);
}

/** The widget's name, live or deleted (a deleted widget's visitors are still subscribers). */
async function widgetName(scope: WidgetScope, widgetId: string): Promise<string> {
  const [row] = await scope.query<{ name: string }>(
    `select "name" from "web_chat_widget_account" where "account_id" = :accountId and "widget_id" = :widgetId`,
    { widgetId },
  );
  return row?.name ?? '';
}
