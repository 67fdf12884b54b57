import { z } from 'zod';
import { flowChannel } from '../../flows/flowChannel.ts';

/**
 * The owner's home (GET /api/home, the dashboard's "/"): their channels, the getting-started
 * checklist, the activity of the last 7 and 30 days with a per-day series, and the latest flows.
 * Shared by the core's route, its OpenAPI document and, as types only, the dashboard shell.
 * Imports nothing but zod and the SDK's list of flow channels.
 */

/** How many days the series covers (today included), and the shorter window the home also sums. */
export const homeSeriesDays = 30;
export const homeShortWindowDays = 7;
/** How many flows "Recent flows" lists. */
export const homeRecentFlowCount = 5;

export const homeChannelAccount = z.object({
  /** The account's id on its channel (a page id, a widget's public id). */
  id: z.string(),
  name: z.string(),
  connected: z.boolean(),
});
export type HomeChannelAccount = z.output<typeof homeChannelAccount>;

export const homeChannel = z.object({
  /** The plugin that gives the channel; its texts are in that plugin's catalogue. */
  pluginId: z.string(),
  /** The plugin's name, e.g. 'Web Chat Widget'. */
  name: z.string(),
  /** Where the owner connects the channel's accounts; null when the channel does not say. */
  accountsUrl: z.string().nullable(),
  /** False when the server lacks what connecting needs (the platform's app, set by the operator): there is nothing to connect yet. */
  configured: z.boolean(),
  accounts: z.array(homeChannelAccount),
});
export type HomeChannel = z.output<typeof homeChannel>;

/** The core's own steps; a plugin's steps carry the id it gave them and its plugin id. */
export const coreHomeSteps = ['connectChannel', 'publishFlow'] as const;
export type CoreHomeStep = (typeof coreHomeSteps)[number];

export const homeStep = z.object({
  id: z.string(),
  /** null: a step of the core, named by `id`; otherwise the plugin whose catalogue has `title`. */
  pluginId: z.string().nullable(),
  /** A key of the plugin's catalogue (empty for the core's steps, which the shell names). */
  title: z.string(),
  /** Where the owner does it; null when no plugin on the brand offers a place to. */
  url: z.string().nullable(),
  done: z.boolean(),
});
export type HomeStep = z.output<typeof homeStep>;

export const homeCounts = z.object({
  /** Subscribers who first wrote in the window. */
  subscribers: z.number().int(),
  /** Conversations (a subscriber in a flow) begun in the window. */
  conversations: z.number().int(),
  /** Messages the subscribers sent and the account sent them. */
  messages: z.number().int(),
});
export type HomeCounts = z.output<typeof homeCounts>;

export const homeDay = homeCounts.extend({
  /** '2026-11-05', a day in the server's time zone. */
  date: z.string(),
});
export type HomeDay = z.output<typeof homeDay>;

export const homeFlow = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: flowChannel,
  /** The page, number, bot or widget the flow answers on; null before one is chosen. */
  channelAccountId: z.string().nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type HomeFlow = z.output<typeof homeFlow>;

export const homeResponse = z.object({
  channels: z.array(homeChannel),
  checklist: z.array(homeStep),
  last7Days: homeCounts,
  last30Days: homeCounts,
  /** One entry per day, oldest first, today last. */
  series: z.array(homeDay),
  recentFlows: z.array(homeFlow),
});
export type HomeResponse = z.output<typeof homeResponse>;
