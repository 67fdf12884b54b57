import type { ChannelCapabilities, ChannelHost, ChannelPlugin, FlowChannel, SocketPublisher } from '@chatmill/sdk';
import type { PluginHost } from '../../plugins/pluginHost.ts';
import type { ChannelHostOf } from '../flowChannels.ts';
import { pluginSocketPublisher } from '../../realtime/pluginSockets.ts';
import type { RealtimeBus } from '../../realtime/realtimeBus.ts';

export interface RegisteredChannel {
  pluginId: string;
  plugin: ChannelPlugin;
  /** The plugin's public sockets (for a channel whose platform is the product's own WebSocket). */
  sockets: SocketPublisher;
  /** The plugin's settings, the operator's public URL and the plugin's vault, for its callbacks (`ChannelHost`). */
  hostInfo(): ChannelHost;
}

/** The loaded channel plugins by flow channel: whom the runtime asks to render and send. */
export class ChannelRegistry {
  readonly #channels = new Map<FlowChannel, RegisteredChannel>();

  constructor(host: PluginHost, bus: RealtimeBus, channelHost: ChannelHostOf) {
    for (const { plugin } of host.plugins) {
      if (!plugin.channel || this.#channels.has(plugin.channel.adapter.channel)) continue;
      // Made at the first send: the operator's URL is known once the platform brand is.
      let info: ChannelHost | null = null;
      this.#channels.set(plugin.channel.adapter.channel, {
        pluginId: plugin.id,
        plugin: plugin.channel,
        sockets: pluginSocketPublisher(bus, plugin.id),
        hostInfo: () => (info ??= channelHost(plugin.id)),
      });
    }
  }

  get(channel: string): RegisteredChannel | null {
    return this.#channels.get(channel as FlowChannel) ?? null;
  }

  capabilities(channel: string): ChannelCapabilities {
    return this.get(channel)?.plugin.adapter.capabilities ?? noChannel;
  }
}

/** A channel no loaded plugin serves: nothing renders there, so nothing is sent. */
const noChannel: ChannelCapabilities = {
  kinds: [],
  maxButtons: 0,
  maxCarouselItems: 0,
  maxQuickReplies: 0,
  maxTextLength: 0,
  maxButtonTextLength: 0,
  maxButtonTitleLength: 0,
  messagingWindowHours: null,
  rateLimit: { perSecond: 1 },
};
