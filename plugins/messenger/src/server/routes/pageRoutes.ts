import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { contracts } from '../../common/contracts.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { finishConnect, startConnect } from '../connect/connectService.ts';
import { PageService } from '../pages/pageService.ts';
import { PageStore } from '../pages/pageStore.ts';
import { channelAccountViews } from '../pages/channelAccounts.ts';

const tag = 'Messenger';
const { dashboard, facebookAccounts, build, liveChat } = permissionSlugs;

export const pageRoutes: AnyRoute[] = [
  defineRoute({
    ...contracts.listFacebookAccounts,
    tag,
    summary: "The account's Facebook accounts with their pages and linked Instagram accounts",
    description:
      "The last item is always the synthetic 'Business Account User' (spec 2, 3), holding the connected pages whose Facebook user was removed. `configured` is false while the server has no Meta app. No token is ever answered.",
    access: 'session',
    permission: { slug: [facebookAccounts, dashboard], action: 'read' },
    handler: async (ctx) => new PageService(ctx).list(),
  }),
  defineRoute({
    ...contracts.startConnect,
    tag,
    summary: 'Start Facebook Login for Business: the address of the login dialog',
    description: 'The browser goes there; Facebook sends it back to GET /connect/callback. A cookie ties the answer to this browser for 10 minutes.',
    access: 'session',
    permission: { slug: facebookAccounts, action: 'create' },
    errors: ['CHANNEL_NOT_CONFIGURED'],
    handler: async (ctx) => startConnect(ctx),
  }),
  defineRoute({
    ...contracts.finishConnect,
    tag,
    summary: "Facebook's redirect back from the login dialog",
    description:
      'Stores the Facebook user and the pages they manage (tokens sealed), then redirects to the Facebook accounts screen with `found=<pages>` or `error=cancelled|expired|failed` (and `reason`). Connects nothing: the owner picks the pages there.',
    access: 'session',
    permission: { slug: facebookAccounts, action: 'create' },
    errors: ['CHANNEL_NOT_CONFIGURED'],
    handler: async (ctx) => finishConnect(ctx, ctx.query),
  }),
  defineRoute({
    ...contracts.removeFacebookAccount,
    tag,
    summary: 'Forget a Facebook account and its pages that are not connected',
    description: 'Its connected pages stay connected, under the Business Account User.',
    access: 'session',
    permission: { slug: facebookAccounts, action: 'delete' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new PageService(ctx).removeFacebookAccount(ctx.params.id),
  }),
  defineRoute({
    ...contracts.connectPage,
    tag,
    summary: 'Connect a page (and its Instagram account): the bot answers there',
    description:
      "Counts one page (and one Instagram account when the page has one) against the package, then subscribes the app to the page's webhooks. A page connected to another account here is CONFLICT; a token Facebook no longer takes marks the page and answers UNPROCESSABLE.",
    access: 'session',
    permission: { slug: facebookAccounts, action: 'create' },
    errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE', 'FEATURE_NOT_IN_PACKAGE', 'LIMIT_REACHED', 'CHANNEL_NOT_CONFIGURED', 'SERVICE_UNAVAILABLE'],
    handler: async (ctx) => new PageService(ctx).connect(ctx.params.id),
  }),
  defineRoute({
    ...contracts.disconnectPage,
    tag,
    summary: 'Disconnect a page: the app stops taking its messages',
    description: 'Its flows and subscribers stay; the page and its Instagram account no longer count against the package.',
    access: 'session',
    permission: { slug: facebookAccounts, action: 'edit' },
    errors: ['NOT_FOUND', 'UNPROCESSABLE', 'CHANNEL_NOT_CONFIGURED', 'SERVICE_UNAVAILABLE'],
    handler: async (ctx) => new PageService(ctx).disconnect(ctx.params.id),
  }),
  defineRoute({
    ...contracts.updatePage,
    tag,
    summary: "Turn a page's bot on or off",
    description: 'Off, the flows do not answer on the page or its Instagram account.',
    access: 'session',
    permission: { slug: facebookAccounts, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new PageService(ctx).setBotEnabled(ctx.params.id, ctx.body.botEnabled),
  }),
  defineRoute({
    ...contracts.listChannelAccounts,
    tag,
    summary: 'The connected pages and Instagram accounts, for the page selectors',
    access: 'session',
    permission: { slug: [dashboard, facebookAccounts, build, liveChat, permissionSlugs.subscribers, permissionSlugs.defaults], action: 'read' },
    handler: async (ctx) => ({ items: channelAccountViews(await PageStore.of(ctx).pages()) }),
  }),
];
