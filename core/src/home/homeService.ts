import type { ChannelPlugin, EntityManager, RequestUser } from '@chatmill/sdk';
import { homeShortWindowDays, type HomeChannel, type HomeCounts, type HomeDay, type HomeResponse, type HomeStep } from '@chatmill/sdk/contracts';
import { can } from '../permissions/permissions.ts';
import type { BrandPlugins } from '../plugins/brandPlugins.ts';
import type { PluginHost } from '../plugins/pluginHost.ts';
import { activitySeries, recentFlows } from './homeFigures.ts';

interface HomeChannelSource {
  pluginId: string;
  name: string;
  channel: ChannelPlugin;
}

function sum(days: readonly HomeDay[]): HomeCounts {
  return days.reduce<HomeCounts>(
    (total, day) => ({
      subscribers: total.subscribers + day.subscribers,
      conversations: total.conversations + day.conversations,
      messages: total.messages + day.messages,
    }),
    { subscribers: 0, conversations: 0, messages: 0 },
  );
}

/**
 * The owner's home (GET /api/home), for the signed-in user's account only: the channels of the
 * plugins the brand has on, the getting-started checklist read from the data, the activity of
 * the last 7 and 30 days, and the latest flows. What the user may not read is left out (a
 * channel whose accounts screen they may not open, flows of channels whose builder they may
 * not read, a plugin's step behind a slug they lack), but the core's steps are done or not by
 * the account's data, whoever looks.
 */
export class HomeService {
  readonly #host: PluginHost;
  readonly #brandPlugins: BrandPlugins;
  readonly #timeZone: string;
  readonly #settingsOf: (pluginId: string) => Readonly<Record<string, unknown>>;

  constructor(host: PluginHost, brandPlugins: BrandPlugins, timeZone: string, settingsOf: (pluginId: string) => Readonly<Record<string, unknown>>) {
    this.#host = host;
    this.#brandPlugins = brandPlugins;
    this.#timeZone = timeZone;
    this.#settingsOf = settingsOf;
  }

  async home(em: EntityManager, user: RequestUser): Promise<HomeResponse> {
    const disabled = await this.#brandPlugins.disabledFor(em, user.brandId);
    const enabled = this.#host.plugins.map(({ plugin }) => plugin).filter((plugin) => !disabled.has(plugin.id));
    const channels: HomeChannelSource[] = enabled.flatMap((plugin) =>
      plugin.channel ? [{ pluginId: plugin.id, name: plugin.name, channel: plugin.channel }] : [],
    );
    const shown = channels.filter(({ channel }) => !channel.home || can(user, channel.home.slug, 'read'));
    const flowChannels = channels.filter(({ channel }) => can(user, channel.flowSlug, 'read'));
    const pluginSteps = enabled.flatMap((plugin) =>
      (plugin.homeSteps ?? []).filter((step) => can(user, step.slug, 'read')).map((step) => ({ pluginId: plugin.id, step })),
    );

    // One statement after another on the request's connection: a few, whatever the data. A
    // step done is done whoever looks, so every channel's accounts are read, shown or not.
    const homeChannels: HomeChannel[] = [];
    const visible: HomeChannel[] = [];
    for (const { pluginId, name, channel } of channels) {
      const entry = {
        pluginId,
        name,
        accountsUrl: channel.home?.accountsUrl ?? null,
        configured: channel.home?.configured?.(this.#settingsOf(pluginId)) ?? true,
        accounts: channel.home ? await channel.home.accounts(em, user.accountId) : [],
      };
      homeChannels.push(entry);
      if (shown.some((source) => source.channel === channel)) visible.push(entry);
    }
    const series = await activitySeries(em, user.accountId, this.#timeZone);
    const flowChannelOf = ({ channel }: HomeChannelSource) => channel.adapter.channel;
    const flows = await recentFlows(em, user.accountId, flowChannels.map(flowChannelOf), channels.map(flowChannelOf));
    const pluginStepsDone: HomeStep[] = [];
    for (const { pluginId, step } of pluginSteps) {
      pluginStepsDone.push({ id: step.id, pluginId, title: step.title, url: step.url, done: await step.done(em, user.accountId) });
    }

    // A new owner is led to a channel they can connect here: not one whose platform app the operator has not set.
    const configured = new Set(homeChannels.filter((channel) => channel.configured).map((channel) => channel.pluginId));
    const connectable = ({ pluginId, channel }: HomeChannelSource) => channel.home && configured.has(pluginId);
    const firstConnectable = shown.find(connectable)?.channel.home;
    const firstFlowList = flowChannels.find(connectable)?.channel.home;
    const checklist: HomeStep[] = [
      {
        id: 'connectChannel',
        pluginId: null,
        title: '',
        url: firstConnectable?.accountsUrl ?? null,
        done: homeChannels.some((channel) => channel.accounts.some((account) => account.connected)),
      },
      { id: 'publishFlow', pluginId: null, title: '', url: firstFlowList?.flowsUrl ?? null, done: flows.anyPublished },
      ...pluginStepsDone,
    ];
    return {
      channels: visible,
      checklist,
      last7Days: sum(series.slice(-homeShortWindowDays)),
      last30Days: sum(series),
      series,
      recentFlows: flows.flows,
    };
  }
}
