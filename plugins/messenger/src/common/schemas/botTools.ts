import { publicHttpUrl } from '@chatmill/sdk';
import { z } from 'zod';
import { botToolLimits, defaultLocale } from '../botToolLimits.ts';

/**
 * Spec 2, 3 "Persistent menu record" and spec 2, 4-5 (persistent menu, welcome message, ice
 * breakers, get started): each tool's draft as the owner edits it. A button that starts a flow
 * names the flow by its id; the launch turns it into that flow's postback id (the payload Meta
 * sends back in the `postback` webhook, which starts the flow whose Reference has it).
 */

const flowId = z.number({ error: 'Choose the flow it starts.' }).int('Choose the flow it starts.').positive('Choose the flow it starts.');

/** Meta's locales are `ll_CC` (en_US, pt_BR); `default` is the fallback every tool must have. */
const locale = z
  .string()
  .trim()
  .regex(/^(default|[a-z]{2}_[A-Z]{2})$/, 'Use "default" or a locale such as en_US.')
  .meta({ examples: ['default'] });

function text(max: number, what: string) {
  return z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Use at most ${max} characters.`);
}

/** One text per locale, `default` among them: Meta refuses a profile field without it. */
function byLocale<T extends z.ZodType<{ locale: string }>>(item: T, label: string) {
  return z
    .array(item)
    .min(1, `Add at least one ${label}.`)
    .max(botToolLimits.locales, `Use at most ${botToolLimits.locales} locales.`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((entry, index) => {
        if (seen.has(entry.locale)) ctx.addIssue({ code: 'custom', path: [index, 'locale'], message: 'Each locale once.' });
        seen.add(entry.locale);
      });
      if (!seen.has(defaultLocale)) ctx.addIssue({ code: 'custom', message: `Add the "${defaultLocale}" locale: people whose language has none see it.` });
    });
}

const menuTitle = text(botToolLimits.menuTitle, 'the title');
export const menuItem = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('postback'), title: menuTitle, flowId }),
    z.strictObject({ type: z.literal('web_url'), title: menuTitle, url: publicHttpUrl({ max: botToolLimits.url }) }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' && (issue.input as { type?: unknown } | undefined)?.type === 'nested'
        ? 'Meta removed nested menus in Graph API v8.0: put up to 20 items in one list.'
        : 'A menu item is a postback (starts a flow) or a web_url (opens a page).',
  },
);
export type MenuItem = z.output<typeof menuItem>;

export const localeMenu = z
  .strictObject({
    locale,
    /** The person can only tap the menu and buttons, not type. Meta then needs at least one item. */
    composerInputDisabled: z.boolean().default(false),
    items: z.array(menuItem).max(botToolLimits.menuItems, `Use at most ${botToolLimits.menuItems} menu items.`),
  })
  .refine((menu) => menu.items.length > 0, { path: ['items'], message: 'Add at least one menu item.' });

export const persistentMenuDraft = z.strictObject({ menus: byLocale(localeMenu, 'menu') });
export type PersistentMenuDraft = z.output<typeof persistentMenuDraft>;

export const welcomeMessageDraft = z.strictObject({
  greetings: byLocale(z.strictObject({ locale, text: text(botToolLimits.welcomeText, 'the welcome message') }), 'welcome message'),
});
export type WelcomeMessageDraft = z.output<typeof welcomeMessageDraft>;

export const iceBreaker = z.strictObject({ question: text(botToolLimits.iceBreakerQuestion, 'the question'), flowId });
export const iceBreakersDraft = z.strictObject({
  locales: byLocale(
    z.strictObject({
      locale,
      questions: z
        .array(iceBreaker)
        .min(1, 'Add at least one ice breaker.')
        .max(botToolLimits.iceBreakers, `Use at most ${botToolLimits.iceBreakers} ice breakers.`),
    }),
    'set of ice breakers',
  ),
});
export type IceBreakersDraft = z.output<typeof iceBreakersDraft>;

export const getStartedDraft = z.strictObject({ flowId });
export type GetStartedDraft = z.output<typeof getStartedDraft>;

/** `new`: nothing saved yet; `draft`: saved, never launched; `launched`: live on Messenger; `disabled`: removed from it. */
export const botToolStatus = z.enum(['new', 'draft', 'launched', 'disabled']);
export type BotToolStatus = z.output<typeof botToolStatus>;

export const platformQuery = z.object({
  platform: z.enum(['messenger', 'instagram'], { error: 'The platform is messenger or instagram.' }).default('messenger'),
});

function toolView<T extends z.ZodType>(draft: T) {
  return z.object({
    status: botToolStatus,
    draft: draft.nullable(),
    /** The draft differs from what was launched: launch again to put it live. */
    changedSinceLaunch: z.boolean(),
    launchedAt: z.string().nullable(),
  });
}
export const persistentMenuView = toolView(persistentMenuDraft);
export const welcomeMessageView = toolView(welcomeMessageDraft);
export const iceBreakersView = toolView(iceBreakersDraft);
export const getStartedView = toolView(getStartedDraft);
export type BotToolView<D> = { status: BotToolStatus; draft: D | null; changedSinceLaunch: boolean; launchedAt: string | null };

/** The page's published, enabled Messenger flows a button may start; one without a postback id cannot be chosen. */
export const botToolFlowsView = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), postbackId: z.string().nullable() })),
});
export type BotToolFlow = z.output<typeof botToolFlowsView>['items'][number];
