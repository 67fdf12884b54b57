import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type ChannelHost, type ChannelPlugin, type FlowChannel, type FlowNodeType, type PermissionAction, type RequestUser } from '@chatmill/sdk';
import { accountExpired, actionDenied } from '../http/mountRoutes.ts';
import { can } from '../permissions/permissions.ts';
import type { BrandPlugins } from '../plugins/brandPlugins.ts';
import type { PluginHost } from '../plugins/pluginHost.ts';

/** Spec 2, 8: the flow builder of a channel whose plugin the brand does not have. */
export const unlicensedFlowBuilder = 'Unlicensed Flow Builder';

/** A channel plugin switched on for the brand, and the plugin that gives it. */
export interface EnabledChannel {
  pluginId: string;
  channel: ChannelPlugin;
}

/**
 * Which channels' flows a brand may have: a flow channel is licensed when a plugin switched on
 * for the brand declares it (`definePlugin({ channel })`). The flow routes, the runtime and the
 * simulator ask here, so a channel and its flow-builder permission slug are found one way.
 */
/** A channel plugin's host context (settings, public URL, vault), by plugin id; the public URL is the operator's unless given (a request's brand's). */
export type ChannelHostOf = (pluginId: string, publicUrl?: string) => ChannelHost;

export class FlowChannels {
  readonly #host: PluginHost;
  readonly #brandPlugins: BrandPlugins;
  readonly #hostOf: ChannelHostOf;

  constructor(host: PluginHost, brandPlugins: BrandPlugins, hostOf: ChannelHostOf) {
    this.#host = host;
    this.#brandPlugins = brandPlugins;
    this.#hostOf = hostOf;
  }

  /** What the channel plugin's callbacks get from the host (`ChannelHost`), with the public URL of the request's brand. */
  hostFor(channel: ChannelPlugin, publicUrl: string): ChannelHost {
    const pluginId = this.#host.plugins.find(({ plugin }) => plugin.channel === channel)?.plugin.id;
    if (!pluginId) throw new Error('A channel plugin the host did not load');
    return this.#hostOf(pluginId, publicUrl);
  }

  /** Every channel plugin switched on for the brand, in plugin order. */
  async enabled(em: EntityManager, brandId: number): Promise<EnabledChannel[]> {
    const disabled = await this.#brandPlugins.disabledFor(em, brandId);
    return this.#host.plugins
      .filter(({ plugin }) => plugin.channel && !disabled.has(plugin.id))
      .map(({ plugin }) => ({ pluginId: plugin.id, channel: plugin.channel! }));
  }

  /** The channel part of a loaded plugin, whatever the brand (webhooks come from platforms, not from a brand's host). */
  byPluginId(pluginId: string): ChannelPlugin | null {
    return this.#host.plugins.find(({ plugin }) => plugin.id === pluginId)?.plugin.channel ?? null;
  }

  /** The channel plugin of a flow channel on this brand; null when none is switched on. */
  async find(em: EntityManager, brandId: number, channel: FlowChannel): Promise<ChannelPlugin | null> {
    return (await this.enabled(em, brandId)).find((entry) => entry.channel.adapter.channel === channel)?.channel ?? null;
  }

  /**
   * The channel plugin for a flow route, after the route's checks: an expired account is
   * refused like on plugin routes, a channel without a plugin is 'Unlicensed Flow Builder'
   * (422), and the user needs the channel's flow-builder slug with `action` ('ACTION DENIED!').
   */
  async require(em: EntityManager, user: RequestUser, brandId: number, channel: FlowChannel, action: PermissionAction): Promise<ChannelPlugin> {
    if (user.expired) throw new AppError('PACKAGE_EXPIRED', accountExpired);
    const found = await this.find(em, brandId, channel);
    if (!found) throw new AppError('UNPROCESSABLE', unlicensedFlowBuilder);
    if (!can(user, found.flowSlug, action)) throw new AppError('FORBIDDEN', actionDenied);
    return found;
  }

  /**
   * For what concerns flows of any channel (suitcases): the user needs `action` on the flow
   * builder of at least one channel the brand has.
   */
  async requireAny(em: EntityManager, user: RequestUser, brandId: number, action: PermissionAction): Promise<void> {
    if (user.expired) throw new AppError('PACKAGE_EXPIRED', accountExpired);
    const channels = await this.enabled(em, brandId);
    if (!channels.length) throw new AppError('UNPROCESSABLE', unlicensedFlowBuilder);
    if (!channels.some(({ channel }) => can(user, channel.flowSlug, action))) throw new AppError('FORBIDDEN', actionDenied);
  }

  /** The flow channels whose flows the user may take `action` on (lists without a channel filter). */
  async permitted(em: EntityManager, user: RequestUser, brandId: number, action: PermissionAction): Promise<FlowChannel[]> {
    if (user.expired) throw new AppError('PACKAGE_EXPIRED', accountExpired);
    const channels = await this.enabled(em, brandId);
    return channels.filter(({ channel }) => can(user, channel.flowSlug, action)).map(({ channel }) => channel.adapter.channel);
  }

  /** The name of the plugin that gives a channel, as the owner knows the channel (e.g. 'Web Chat Widget'), for the publish check's texts. */
  displayName(channel: ChannelPlugin): string {
    return this.#host.plugins.find(({ plugin }) => plugin.channel === channel)?.plugin.name ?? channel.adapter.channel;
  }

  /** The node types plugins switched on for the brand add to the builder (the core's come from the SDK). */
  async pluginNodeTypes(em: EntityManager, brandId: number): Promise<FlowNodeType<unknown>[]> {
    const disabled = await this.#brandPlugins.disabledFor(em, brandId);
    return this.#host.plugins.filter(({ plugin }) => !disabled.has(plugin.id)).flatMap(({ plugin }) => plugin.flowNodes ?? []);
  }
}
