import type { z } from 'zod';
import type { AnyRouteContract, RouteContract } from '../http/contract.ts';
import { AppError } from '../http/errors.ts';
import { defineRoute, type AnyRoute, type RouteContext } from '../http/route.ts';
import type { FlowChannel } from './flowChannel.ts';
import { subscriberDirectoryToken, type SubscriberDirectory, type SubscriberQuery, type SubscriberSummary } from './subscriberDirectory.ts';
import { subscriberProfileMessages, toSubscriberHistoryView, toSubscriberProfileView } from './subscriberProfileSchemas.ts';

/** What a channel's list query carries besides its own filters (`pageFields`, `sortFields`, `searchField`). */
export interface SubscriberListParams {
  search?: string | undefined;
  sort: SubscriberQuery['sort'];
  order: SubscriberQuery['order'];
  page: number;
  pageSize: number;
}

type AnyContext = RouteContext<unknown, unknown, unknown>;

/** A route's text in the API reference. */
export interface RouteDocs {
  summary: string;
  description?: string;
}

export interface ChannelSubscriberRoutesOptions<Q extends SubscriberListParams, Item> {
  channel: FlowChannel;
  /** The group of the routes in the API reference, e.g. 'Web chat widget'. */
  tag: string;
  /** The subscribers permission: `read` guards the reads, `edit` the custom field. */
  slug: string;
  /** The plugin's contracts (section 17's shared schemas spread into them). */
  contracts: {
    list: RouteContract<undefined, z.ZodType<Q, unknown>, undefined, z.ZodType>;
    profile: AnyRouteContract;
    history: AnyRouteContract;
    setField: AnyRouteContract;
  };
  docs: Record<'list' | 'profile' | 'history' | 'setField', RouteDocs>;
  /**
   * The account's channel accounts by id, with their names: every one that may still have
   * subscribers (a deleted widget's, a disconnected page's), so that none of them is lost.
   */
  channelAccounts(ctx: AnyContext): Promise<ReadonlyMap<string, string>>;
  /** The channel account and the tag the list query narrows to. */
  filter(query: Q): { channelAccountId?: string | undefined; tagId?: number | undefined };
  /** NOT_FOUND's message when the filter names a channel account the account does not have. */
  noChannelAccount: string;
  /** A list row on the wire. */
  toItem(summary: SubscriberSummary, channelAccountName: string): Item;
}

function directoryOf(ctx: AnyContext): SubscriberDirectory {
  return ctx.services.resolve<SubscriberDirectory>(subscriberDirectoryToken);
}

function accountOf(ctx: AnyContext): number {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'Log in first.');
  return ctx.user.accountId;
}

/**
 * The four subscriber routes every channel answers alike (section 17): the list of the account's
 * subscribers of the channel (searched, filtered by channel account and tag, sorted, paged),
 * one's profile, a page of their conversation, and a custom field's value. Another account's
 * subscriber, or another channel's, is NOT_FOUND. The plugin gives its contracts, its channel
 * accounts' names and the shape of a list row.
 */
export function channelSubscriberRoutes<Q extends SubscriberListParams, Item>(options: ChannelSubscriberRoutesOptions<Q, Item>): AnyRoute[] {
  const { channel, tag, slug, contracts, docs } = options;
  const read = { slug, action: 'read' } as const;
  return [
    defineRoute({
      ...(contracts.list as AnyRouteContract),
      ...docs.list,
      tag,
      access: 'session',
      permission: read,
      errors: ['NOT_FOUND'],
      handler: async (ctx) => {
        const query = ctx.query as Q;
        const names = await options.channelAccounts(ctx);
        const { channelAccountId, tagId } = options.filter(query);
        if (channelAccountId && !names.has(channelAccountId)) throw new AppError('NOT_FOUND', options.noChannelAccount);
        const { items, total } = await directoryOf(ctx).list(ctx.em, accountOf(ctx), {
          channel,
          channelAccountIds: channelAccountId ? [channelAccountId] : [...names.keys()],
          ...(query.search ? { search: query.search } : {}),
          ...(tagId !== undefined ? { tagId } : {}),
          sort: query.sort,
          order: query.order,
          page: query.page,
          pageSize: query.pageSize,
        });
        return {
          items: items.map((summary) => options.toItem(summary, names.get(summary.channelAccountId) ?? '')),
          total,
          page: query.page,
          pageSize: query.pageSize,
        };
      },
    }),
    defineRoute({
      ...contracts.profile,
      ...docs.profile,
      tag,
      access: 'session',
      permission: read,
      errors: ['NOT_FOUND'],
      handler: async (ctx) => {
        const profile = await directoryOf(ctx).profile(ctx.em, accountOf(ctx), (ctx.params as { id: number }).id, { channel });
        if (!profile) throw new AppError('NOT_FOUND', subscriberProfileMessages.noSubscriber);
        const names = await options.channelAccounts(ctx);
        return toSubscriberProfileView(profile, names.get(profile.channelAccountId) ?? '');
      },
    }),
    defineRoute({
      ...contracts.history,
      ...docs.history,
      tag,
      access: 'session',
      permission: read,
      errors: ['NOT_FOUND'],
      handler: async (ctx) => {
        const query = ctx.query as { limit: number; before?: Parameters<SubscriberDirectory['history']>[3]['before'] };
        const page = await directoryOf(ctx).history(ctx.em, accountOf(ctx), (ctx.params as { id: number }).id, {
          channel,
          limit: query.limit,
          ...(query.before ? { before: query.before } : {}),
        });
        if (!page) throw new AppError('NOT_FOUND', subscriberProfileMessages.noSubscriber);
        return toSubscriberHistoryView(page);
      },
    }),
    defineRoute({
      ...contracts.setField,
      ...docs.setField,
      tag,
      access: 'session',
      permission: { slug, action: 'edit' },
      errors: ['NOT_FOUND'],
      handler: async (ctx) => {
        const accountId = accountOf(ctx);
        const { id, key } = ctx.params as { id: number; key: string };
        const { value } = ctx.body as { value: string | null };
        const subscriber = await directoryOf(ctx).find(ctx.em, accountId, id, { channel });
        if (!subscriber) throw new AppError('NOT_FOUND', subscriberProfileMessages.noSubscriber);
        await ctx.audience.variables.setSubscriberValue(ctx.em, accountId, subscriber.id, key, value);
        const variable = (await ctx.audience.variables.list(ctx.em, accountId)).find((v) => v.key === key)!;
        return { key: variable.key, name: variable.name, scope: variable.scope, value, fallback: variable.fallback };
      },
    }),
  ];
}
