import { channelSubscriberRoutes, type AnyRoute } from '@chatmill/sdk';
import { messengerChannel } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import type { SubscriberListQuery, SubscriberView } from '../../common/schemas/subscribers.ts';
import { subscriberContracts as c } from '../../common/subscriberContracts.ts';
import { subscriberMessages } from '../../common/subscriberMessages.ts';
import { defaultsRoutes } from '../defaults/defaultsRoutes.ts';
import { bulkTagRoute } from './bulkTagRoute.ts';
import { channelAccountNames } from './channelAccountNames.ts';

const subscriberReads = channelSubscriberRoutes<SubscriberListQuery, SubscriberView>({
  channel: messengerChannel,
  tag: 'Messenger',
  slug: permissionSlugs.subscribers,
  contracts: { list: c.listSubscribers, profile: c.getSubscriber, history: c.subscriberHistory, setField: c.setSubscriberField },
  docs: {
    list: {
      summary: "A page of the people who wrote to the account's pages and Instagram accounts",
      description:
        '`channelAccountId` narrows to one page or Instagram account, `tagId` to the subscribers with that tag; `search` looks in the name, the email and the PSID.',
    },
    profile: {
      summary: "A subscriber's profile: name, page, first and last seen, tags, custom fields, flows and the newest messages",
      description: "`history.earlier` pages back through `/subscribers/:id/history`. Another account's subscriber, or one of another channel, is NOT_FOUND.",
    },
    history: {
      summary: "A page of a subscriber's conversation, older than `before`",
      description: 'Messages oldest first; `earlier` is the cursor of the page before this one, null at the first message.',
    },
    setField: {
      summary: "Sets or clears a subscriber's value of a user custom variable",
      description: 'Flows read it from their next step on; null or an empty text clears it. A global variable is changed in Custom Variables.',
    },
  },
  channelAccounts: (ctx) => channelAccountNames(ctx.em, ctx.user!.accountId),
  filter: (query) => ({ channelAccountId: query.channelAccountId, tagId: query.tagId }),
  noChannelAccount: subscriberMessages.noChannelAccount,
  toItem: (s, channelAccountName) => ({
    id: s.id,
    psid: s.externalId,
    channelAccountId: s.channelAccountId,
    channelAccountName,
    name: s.name,
    gender: s.gender,
    subscribedAt: s.subscribedAt.toISOString(),
    lastInteractionAt: s.lastInteractionAt?.toISOString() ?? null,
    tags: s.tags,
    customFields: s.customFields,
  }),
});

/** Spec 2, 2 "subscribers" and "defaults": the routes of both screens. */
export const messengerSubscriberRoutes: AnyRoute[] = [bulkTagRoute, ...subscriberReads, ...defaultsRoutes];
