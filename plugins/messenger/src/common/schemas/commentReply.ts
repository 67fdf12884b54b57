import { z } from 'zod';

/** Comment auto-reply (spec 2, 2 comment-reply) on the wire: rules, the recent posts to pick from, and the usage left. */

const channelAccountId = z
  .string({ error: 'Choose a page or an Instagram account.' })
  .trim()
  .regex(/^\d{1,40}$/, 'Choose a page or an Instagram account.');

const word = z.string().trim().min(1, 'A keyword cannot be empty.').max(100, 'A keyword has at most 100 characters.');

/** What to do with a comment that says an offensive word: hide it (only its author and friends see it) or delete it. */
export const offensiveAction = z.enum(['hide', 'delete'], { error: 'Choose hide or delete.' });
export type OffensiveAction = z.output<typeof offensiveAction>;

const reply = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${what} has at most ${max} characters.`)
    .transform((text) => text || null)
    .nullable()
    .default(null);

export const commentRuleBody = z
  .object({
    channelAccountId,
    /** One post (or Instagram media) id; null: every post of the page. */
    postId: z
      .string()
      .trim()
      .regex(/^[0-9_]{1,120}$/, 'Pick a post from the list, or all posts.')
      .nullable()
      .default(null),
    /** Empty: any comment; otherwise a comment that contains one of them (any case). */
    keywords: z.array(word).max(50, 'At most 50 keywords.').default([]),
    offensiveWords: z.array(word).max(100, 'At most 100 offensive words.').default([]),
    offensiveAction: offensiveAction.default('hide'),
    publicReply: reply(8000, 'public reply'),
    /** Messenger's text limit (Send API, 2000 characters); Instagram's private reply is shorter still in bytes, checked by Meta. */
    privateReply: reply(2000, 'private reply'),
    /** A flow the private reply offers to start (its button carries the flow's postback id). */
    flowId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    flowButton: z.string().trim().max(20, 'A button title has at most 20 characters.').nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .superRefine((rule, ctx) => {
    if (!rule.publicReply && !rule.privateReply && rule.offensiveWords.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['publicReply'], message: 'Write a public reply or a private reply, or list offensive words.' });
    }
    if (rule.flowId !== null && !rule.privateReply) {
      ctx.addIssue({ code: 'custom', path: ['privateReply'], message: 'Write the private reply that offers the flow.' });
    }
    if (rule.flowId !== null && (rule.privateReply?.length ?? 0) > 640) {
      // With a button the reply is a button template, whose text Messenger takes up to 640 characters.
      ctx.addIssue({ code: 'custom', path: ['privateReply'], message: 'With a flow button the private reply has at most 640 characters.' });
    }
    if (rule.flowId !== null && !rule.flowButton) {
      ctx.addIssue({ code: 'custom', path: ['flowButton'], message: 'Write the title of the button that starts the flow.' });
    }
  });
export type CommentRuleInput = z.input<typeof commentRuleBody>;

export const commentRuleView = z.object({
  id: z.number().int(),
  channelAccountId: z.string(),
  postId: z.string().nullable(),
  keywords: z.array(z.string()),
  offensiveWords: z.array(z.string()),
  offensiveAction,
  publicReply: z.string().nullable(),
  privateReply: z.string().nullable(),
  flowId: z.number().int().nullable(),
  flowButton: z.string().nullable(),
  enabled: z.boolean(),
  /** Comments this rule answered. */
  answered: z.number().int(),
  createdAt: z.string(),
});
export type CommentRuleView = z.output<typeof commentRuleView>;

export const commentRulesQuery = z.object({ channelAccountId: channelAccountId.optional() });

export const commentRulesView = z.object({
  items: z.array(commentRuleView),
  /** Automated replies the package still allows (spec 2, 9: the free tier's 100); null: unlimited. */
  remaining: z.number().int().nullable(),
});

export const commentRuleParams = z.object({
  id: z.coerce
    .number({ error: 'Use the rule id, a whole number.' })
    .int('Use the rule id, a whole number.')
    .positive('Use the rule id, a whole number.')
    .max(2_147_483_647, 'No rule has this id.'),
});

export const commentRuleToggleBody = z.object({ enabled: z.boolean({ error: 'Say whether the rule is on: true or false.' }) });

export const recentPostsQuery = z.object({ channelAccountId });

/** A post of the page (or a media of the Instagram account), as the post picker shows it. */
export const recentPostView = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string().nullable(),
  picture: z.string().nullable(),
  link: z.string().nullable(),
});
export type RecentPostView = z.output<typeof recentPostView>;
export const recentPostsView = z.object({ items: z.array(recentPostView) });

export const deletedRuleView = z.object({ id: z.number().int() });
