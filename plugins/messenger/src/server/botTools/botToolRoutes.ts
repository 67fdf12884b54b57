import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { botToolContracts as c } from '../../common/botToolContracts.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { BotToolService } from './botToolService.ts';
import { getStartedTool, iceBreakersTool, persistentMenuTool, welcomeMessageTool } from './profileFields.ts';

const tag = 'Messenger bot tools';
const { persistentMenu, welcomeMessage, iceBreakers, getStarted } = permissionSlugs;
const launchErrors = ['NOT_FOUND', 'UNPROCESSABLE', 'CHANNEL_NOT_CONFIGURED', 'SERVICE_UNAVAILABLE'] as const;
const launchNote =
  "Checks the saved draft, turns each chosen flow into its postback id (a flow that is not published and enabled on the page, or has no postback id, is UNPROCESSABLE naming the button), and sets the field on the page's Messenger profile (Messenger Profile API). A token Facebook refuses marks the page and answers UNPROCESSABLE.";
const disableNote = "Deletes the field from the page's Messenger profile; the draft stays. Disabling what is not launched changes nothing.";

/** Spec 2, 4: persistent menu, welcome message, ice breakers and get started, each saved, launched and disabled per page. */
export const botToolRoutes: AnyRoute[] = [
  defineRoute({
    ...c.botToolFlows,
    tag,
    summary: "The page's published Messenger flows a menu item, an ice breaker or Get started may start",
    description: 'Each with the postback id of its published version (null: it has none and cannot be chosen). `platform=instagram` for the Instagram account.',
    access: 'session',
    permission: { slug: [persistentMenu, welcomeMessage, iceBreakers, getStarted], action: 'read' },
    errors: ['NOT_FOUND', 'UNPROCESSABLE'],
    handler: async (ctx) => new BotToolService(ctx).flows(ctx.params.id, ctx.query.platform),
  }),
  // Persistent menu (spec 2, 3 "Persistent menu record").
  defineRoute({
    ...c.getPersistentMenu,
    tag,
    summary: "A page's persistent menu: draft and status",
    access: 'session',
    permission: { slug: persistentMenu, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new BotToolService(ctx).view(persistentMenuTool, ctx.params.id),
  }),
  defineRoute({
    ...c.savePersistentMenu,
    tag,
    summary: "Save a page's persistent menu as a draft",
    description:
      'Per locale (one "default"): up to 20 items, each a postback that starts a flow or a web_url; titles up to 30 characters. Nested menus are refused: Meta removed them in Graph API v8.0.',
    access: 'session',
    permission: { slug: persistentMenu, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new BotToolService(ctx).save(persistentMenuTool, ctx.params.id, ctx.body),
  }),
  defineRoute({
    ...c.launchPersistentMenu,
    tag,
    summary: "Launch a page's persistent menu",
    description: `${launchNote} Get started must be launched first ('Get-started or ice-breaker not yet enabled').`,
    access: 'session',
    permission: { slug: persistentMenu, action: 'edit' },
    errors: [...launchErrors],
    handler: async (ctx) => new BotToolService(ctx).launch(persistentMenuTool, ctx.params.id),
  }),
  defineRoute({
    ...c.disablePersistentMenu,
    tag,
    summary: "Disable a page's persistent menu",
    description: disableNote,
    access: 'session',
    permission: { slug: persistentMenu, action: 'edit' },
    errors: [...launchErrors],
    handler: async (ctx) => new BotToolService(ctx).disable(persistentMenuTool, ctx.params.id),
  }),
  // Welcome message: Meta's greeting, shown before the person first writes.
  defineRoute({
    ...c.getWelcomeMessage,
    tag,
    summary: "A page's welcome message: draft and status",
    access: 'session',
    permission: { slug: welcomeMessage, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new BotToolService(ctx).view(welcomeMessageTool, ctx.params.id),
  }),
  defineRoute({
    ...c.saveWelcomeMessage,
    tag,
    summary: "Save a page's welcome message as a draft",
    description: 'One text per locale (one "default"), each up to 160 characters.',
    access: 'session',
    permission: { slug: welcomeMessage, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new BotToolService(ctx).save(welcomeMessageTool, ctx.params.id, ctx.body),
  }),
  defineRoute({
    ...c.launchWelcomeMessage,
    tag,
    summary: "Launch a page's welcome message",
    description: launchNote,
    access: 'session',
    permission: { slug: welcomeMessage, action: 'edit' },
    errors: [...launchErrors],
    handler: async (ctx) => new BotToolService(ctx).launch(welcomeMessageTool, ctx.params.id),
  }),
  defineRoute({
    ...c.disableWelcomeMessage,
    tag,
    summary: "Disable a page's welcome message",
    description: disableNote,
    access: 'session',
    permission: { slug: welcomeMessage, action: 'edit' },
    errors: [...launchErrors],
    handler: async (ctx) => new BotToolService(ctx).disable(welcomeMessageTool, ctx.params.id),
  }),
  // Ice breakers: on the page, or with platform=instagram on its Instagram account.
  defineRoute({
    ...c.getIceBreakers,
    tag,
    summary: "A page's (or its Instagram account's) ice breakers: draft and status",
    access: 'session',
    permission: { slug: iceBreakers, action: 'read' },
    errors: ['NOT_FOUND', 'UNPROCESSABLE'],
    handler: async (ctx) => new BotToolService(ctx).view(iceBreakersTool, ctx.params.id, ctx.query.platform),
  }),
  defineRoute({
    ...c.saveIceBreakers,
    tag,
    summary: "Save a page's (or its Instagram account's) ice breakers as a draft",
    description: 'Per locale (one "default"): up to 4 questions of up to 80 characters, each starting a flow.',
    access: 'session',
    permission: { slug: iceBreakers, action: 'edit' },
    errors: ['NOT_FOUND', 'UNPROCESSABLE'],
    handler: async (ctx) => new BotToolService(ctx).save(iceBreakersTool, ctx.params.id, ctx.body, ctx.query.platform),
  }),
  defineRoute({
    ...c.launchIceBreakers,
    tag,
    summary: "Launch a page's (or its Instagram account's) ice breakers",
    description: launchNote,
    access: 'session',
    permission: { slug: iceBreakers, action: 'edit' },
    errors: [...launchErrors],
    handler: async (ctx) => new BotToolService(ctx).launch(iceBreakersTool, ctx.params.id, ctx.query.platform),
  }),
  defineRoute({
    ...c.disableIceBreakers,
    tag,
    summary: "Disable a page's (or its Instagram account's) ice breakers",
    description: disableNote,
    access: 'session',
    permission: { slug: iceBreakers, action: 'edit' },
    errors: [...launchErrors],
    handler: async (ctx) => new BotToolService(ctx).disable(iceBreakersTool, ctx.params.id, ctx.query.platform),
  }),
  // Get started: the button a person taps before the first message; its flow answers.
  defineRoute({
    ...c.getGetStarted,
    tag,
    summary: "A page's Get started button: draft and status",
    access: 'session',
    permission: { slug: getStarted, action: 'read' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new BotToolService(ctx).view(getStartedTool, ctx.params.id),
  }),
  defineRoute({
    ...c.saveGetStarted,
    tag,
    summary: "Save a page's Get started button as a draft: the flow it starts",
    access: 'session',
    permission: { slug: getStarted, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new BotToolService(ctx).save(getStartedTool, ctx.params.id, ctx.body),
  }),
  defineRoute({
    ...c.launchGetStarted,
    tag,
    summary: "Launch a page's Get started button",
    description: launchNote,
    access: 'session',
    permission: { slug: getStarted, action: 'edit' },
    errors: [...launchErrors],
    handler: async (ctx) => new BotToolService(ctx).launch(getStartedTool, ctx.params.id),
  }),
  defineRoute({
    ...c.disableGetStarted,
    tag,
    summary: "Disable a page's Get started button",
    description: `${disableNote} Refused while the persistent menu is launched: Messenger shows it only with a Get Started button.`,
    access: 'session',
    permission: { slug: getStarted, action: 'edit' },
    errors: [...launchErrors],
    handler: async (ctx) => new BotToolService(ctx).disable(getStartedTool, ctx.params.id),
  }),
];
