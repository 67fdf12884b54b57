import type { EntityManager } from '@mikro-orm/sql';
import {
  AppError,
  type ChannelPlugin,
  type FlowChannel,
  type OutgoingPort,
  type PermissionAction,
  type RequestUser,
  type RouteContext,
  type UsagePort,
} from '@chatmill/sdk';
import { audience } from '../../audience/audience.ts';
import type { Flow } from '../../db/entities/Flow.ts';
import type { FlowChannels } from '../flowChannels.ts';
import { FlowChecks } from './flowChecks.ts';
import { flowMessages } from './flowMessages.ts';
import { FlowRepository } from './flowRepository.ts';

/** A flow of the account together with its channel's plugin, once the user may act on it. */
export interface LoadedFlow {
  flow: Flow;
  channel: ChannelPlugin;
}

/**
 * What a flow request works with: the signed-in user's account's flows, the brand's channels,
 * and the order of checks every flow route follows: the flow must be the account's (else 404,
 * whoever asks), its channel must have a plugin on this brand ('Unlicensed Flow Builder'), and
 * the user needs the channel's flow-builder slug with the route's action ('ACTION DENIED!').
 */
export class FlowRequest {
  readonly flows: FlowRepository;
  readonly user: RequestUser;
  readonly brandId: number;
  readonly em: EntityManager;
  readonly usage: UsagePort;
  readonly channels: FlowChannels;
  /** The request's brand's origin, for the channel plugin's callbacks. */
  readonly publicUrl: string;
  /** Requests to other servers, through the outgoing-URL guard (the publish check measures media files). */
  readonly outgoing: OutgoingPort;

  constructor(ctx: RouteContext<unknown, unknown, unknown>, channels: FlowChannels) {
    this.user = ctx.user!;
    this.brandId = ctx.brand.id;
    this.em = ctx.em;
    this.usage = ctx.usage;
    this.channels = channels;
    this.publicUrl = ctx.publicUrl;
    this.outgoing = ctx.outgoing;
    this.flows = new FlowRepository(ctx.em, this.user.accountId);
  }

  /** A live flow of the account the user may take `action` on. */
  async load(id: number, action: PermissionAction): Promise<LoadedFlow> {
    const flow = await this.flows.find(id);
    if (!flow) throw new AppError('NOT_FOUND', flowMessages.flowNotFound);
    return { flow, channel: await this.channel(flow.channel, action) };
  }

  /** A deleted flow of the account (for undo) the user may take `action` on. */
  async loadDeleted(id: number, action: PermissionAction): Promise<LoadedFlow> {
    const flow = await this.flows.findDeleted(id);
    if (!flow) throw new AppError('NOT_FOUND', flowMessages.flowNotFound);
    return { flow, channel: await this.channel(flow.channel, action) };
  }

  channel(channel: FlowChannel, action: PermissionAction): Promise<ChannelPlugin> {
    return this.channels.require(this.em, this.user, this.brandId, channel, action);
  }

  /** The validator with the node types of the brand's plugins and the account's custom variables. */
  async checks(): Promise<FlowChecks> {
    const variables = await audience.variables.list(this.em, this.user.accountId);
    return new FlowChecks(
      await this.channels.pluginNodeTypes(this.em, this.brandId),
      variables.map((variable) => variable.key),
    );
  }

  /**
   * A channel account of this account, checked with the channel plugin (a page, a number, a
   * widget of another account is not found, as if it did not exist).
   */
  async requireChannelAccount(channel: ChannelPlugin, channelAccountId: string | undefined): Promise<string | null> {
    if (channelAccountId === undefined) return null;
    const found = await channel.account(this.em, this.user.accountId, channelAccountId, this.channels.hostFor(channel, this.publicUrl));
    if (!found || found.accountId !== this.user.accountId) {
      throw new AppError('NOT_FOUND', flowMessages.channelAccountNotFound, { fields: { channelAccountId: flowMessages.channelAccountNotFound } });
    }
    return channelAccountId;
  }
}
