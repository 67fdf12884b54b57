import { channelSubscriberRoutes, type AnyRoute } from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { widgetChannel } from '../../common/ids.ts';
import { messages } from '../../common/messages.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import type { SubscriberListQuery, SubscriberView } from '../../common/schemas/subscribers.ts';
import { WidgetScope } from '../services/widgetScope.ts';

/** The widget's visitors through the SDK's shared subscriber routes (sdk/README.md 17). */
export const subscriberRoutes: AnyRoute[] = channelSubscriberRoutes<SubscriberListQuery, SubscriberView>({
  channel: widgetChannel,
  tag: 'Web chat widget',
  slug: permissionSlugs.subscribers,
  contracts: {
    list: contracts.listSubscribers,
    profile: contracts.getSubscriber,
    history: contracts.subscriberHistory,
    setField: contracts.setSubscriberField,
  },
  docs: {
    list: {
      summary: "A page of the visitors who chatted with the account's widgets",
      description:
        '`widgetId` narrows to one widget; `search` looks in the name and the visitor id. The flow runtime keeps the subscribers; this reads them through the SDK.',
    },
    profile: {
      summary: "A visitor's profile: name, widget, first and last seen, tags, custom fields, flows and the newest messages",
      description:
        "The history holds every message in and out, newest last; `history.earlier` pages back through `/subscribers/:id/history`. Another account's subscriber, or one of another channel, is NOT_FOUND.",
    },
    history: {
      summary: "A page of a visitor's conversation, older than `before`",
      description: 'Messages oldest first; `earlier` is the cursor of the page before this one, null at the first message.',
    },
    setField: {
      summary: "Sets or clears a visitor's value of a user custom variable",
      description:
        'The value flows read from the next step on; null or an empty text clears it (flows then use the fallback). A global variable is changed in Custom Variables.',
    },
  },
  // Names of the account's widgets, live or deleted: a deleted widget's visitors are still subscribers.
  async channelAccounts(ctx) {
    const widgets = await WidgetScope.of(ctx).query<{ widget_id: string; name: string }>(
      `select "widget_id", "name" from "web_chat_widget_account" where "account_id" = :accountId`,
    );
    return new Map(widgets.map((w) => [w.widget_id, w.name]));
  },
  filter: (query) => ({ channelAccountId: query.widgetId }),
  noChannelAccount: messages.noSuchWidget,
  toItem: (s, widgetName) => ({
    id: s.id,
    visitorId: s.externalId,
    widgetId: s.channelAccountId,
    widgetName,
    name: s.name,
    subscribedAt: s.subscribedAt.toISOString(),
    lastInteractionAt: s.lastInteractionAt?.toISOString() ?? null,
    tags: s.tags,
    customFields: s.customFields,
  }),
});
