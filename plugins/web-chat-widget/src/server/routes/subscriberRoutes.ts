import { AppError, defineRoute, subscriberDirectoryToken, type AnyRoute, type SubscriberDirectory } from '@chatmill/sdk';
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
    description: '`widgetId` narrows to one widget; `search` looks in the name and the visitor id. The flow runtime keeps the subscribers; this reads them through the SDK.',
    access: 'session',
    permission: { slug: permissionSlugs.subscribers, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => {
      const scope = WidgetScope.of(ctx);
      // Names of the account's widgets, live or deleted: a deleted widget's visitors are still subscribers.
      const widgets = await scope.query<{ widget_id: string; name: string }>(`select "widget_id", "name" from "web_chat_widget_account" where "account_id" = :accountId`);
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
        })),
        total,
        page: ctx.query.page,
        pageSize: ctx.query.pageSize,
      };
    },
  }),
];
