import { z } from 'zod';
import { AppError, defineRoute, type AnyRoute, type ChannelPlugin, type InboundRequest, type JobsPort, type RouteContext } from '@chatmill/sdk';
import type { Logger } from '../../logger.ts';
import type { FlowChannels } from '../flowChannels.ts';
import { storeWebhookEvents } from './webhookIntake.ts';

const tag = 'Channel webhooks';
/** Platforms batch events; Meta's largest payloads stay well under this. */
const webhookBodyLimit = 1024 * 1024;

const pluginParams = z.object({
  pluginId: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/, 'A plugin id: lower-case letters, digits and -.'),
});
const keyedParams = pluginParams.extend({
  key: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9._~-]+$/, 'A key: letters, digits and . _ ~ -.'),
});
const webhookAnswer = z.object({ accepted: z.number().int(), duplicates: z.number().int(), ignored: z.number().int() });

/**
 * The host's webhook endpoints for every channel plugin (architecture "Inbound is thin"): the
 * plugin's adapter checks the signature on the exact bytes, parses them into canonical events,
 * and the host stores them for the flow runtime under the account that owns each channel
 * account. Nothing in the payload chooses the tenant; a channel account not connected here, or
 * whose account's brand switched the plugin off, is ignored (and counted) rather than refused,
 * so the platform does not retry it forever. A platform that names the account only in the URL
 * is given `/webhook/{key}`; the adapter reads the key as `request.pathKey`.
 */
export function channelWebhookRoutes(channels: FlowChannels, logger: Logger): AnyRoute[] {
  const inbound = {
    method: 'POST',
    tag,
    description:
      "The body is taken as bytes and checked by the channel's adapter against the platform's signature header (INVALID_SIGNATURE otherwise, also for a secret token that names no account connected here). Each verified event is stored once per channel account and event id and processed by the flow runtime; repeated deliveries count as duplicates, events of channel accounts not connected here as ignored.",
    access: 'public',
    rawBody: true,
    bodyLimitBytes: webhookBodyLimit,
    response: webhookAnswer,
    errors: ['NOT_FOUND', 'INVALID_SIGNATURE', 'CHANNEL_NOT_CONFIGURED', 'PAYLOAD_TOO_LARGE'],
  } as const;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/channels/:pluginId/webhook',
      tag,
      summary: "A platform's webhook subscription handshake",
      description:
        "Answers the platform's challenge (e.g. Meta's hub.challenge) as plain text when the verify token matches the channel's setting; FORBIDDEN otherwise.",
      access: 'public',
      params: pluginParams,
      errors: ['NOT_FOUND', 'FORBIDDEN', 'CHANNEL_NOT_CONFIGURED'],
      handler: async (ctx) => {
        const { pluginId, channel } = webhookChannel(channels, ctx.params.pluginId);
        if (!channel.adapter.handshake || !channel.webhook?.verifyToken) throw new AppError('NOT_FOUND', `The ${pluginId} channel has no webhook handshake.`);
        const verifyToken = await channel.webhook.verifyToken(ctx.em, channels.hostFor(channel, ctx.publicUrl));
        if (!verifyToken) throw notConfigured(pluginId);
        const answer = channel.adapter.handshake(inboundRequest(ctx, 'GET'), verifyToken);
        if (answer === null) throw new AppError('FORBIDDEN', 'The verify token does not match the one set for this channel.');
        ctx.http.setHeader('content-type', 'text/plain; charset=utf-8');
        return answer;
      },
    }),
    defineRoute({
      ...inbound,
      path: '/api/channels/:pluginId/webhook',
      summary: "A platform's webhook: inbound messages and events",
      params: pluginParams,
      handler: (ctx) => receive(ctx, { channels, logger }, ctx.params.pluginId),
    }),
    defineRoute({
      ...inbound,
      path: '/api/channels/:pluginId/webhook/:key',
      summary: "A platform's webhook at the URL of one connected account",
      params: keyedParams,
      handler: (ctx) => receive(ctx, { channels, logger }, ctx.params.pluginId, ctx.params.key),
    }),
  ];
}

interface WebhookHost {
  channels: FlowChannels;
  logger: Logger;
}

async function receive(ctx: RouteContext<unknown, unknown, unknown>, host: WebhookHost, pluginId: string, pathKey?: string) {
  const { channels, logger } = host;
  const { channel } = webhookChannel(channels, pluginId);
  const { adapter, webhook } = channel;
  if (!webhook || !adapter.verifyWebhook || !adapter.parseWebhook) throw new AppError('NOT_FOUND', `The ${pluginId} channel takes no webhooks.`);
  const request = { ...inboundRequest(ctx, 'POST'), ...(pathKey ? { pathKey } : {}) };
  const channelHost = channels.hostFor(channel, ctx.publicUrl);
  const secret = await webhook.secret(ctx.em, request, channelHost);
  if (!secret && webhook.secretScope === 'account') {
    throw new AppError(
      'INVALID_SIGNATURE',
      `No ${pluginId} account connected here has the secret this request names: connect the account again so that its webhook is set with its current secret.`,
    );
  }
  if (!secret) throw notConfigured(pluginId);
  if (!adapter.verifyWebhook(request, secret)) throw new AppError('INVALID_SIGNATURE', "The webhook's signature does not match its body.");
  // The route is the core's, so its jobs port names queues as given: the channel's jobs are its plugin's own.
  const jobs: JobsPort = { enqueue: (em, name, data, options) => ctx.jobs.enqueue(em, `${pluginId}.${name}`, data, options) };
  const context = { em: ctx.em, outgoing: ctx.outgoing, services: ctx.services, jobs, ...channelHost };
  return storeWebhookEvents({ channels, channel, pluginId, logger, flows: ctx.flows }, request, context);
}

function webhookChannel(channels: FlowChannels, pluginId: string): { pluginId: string; channel: ChannelPlugin } {
  const channel = channels.byPluginId(pluginId);
  if (!channel) throw new AppError('NOT_FOUND', `There is no channel plugin ${pluginId}.`);
  return { pluginId, channel };
}

function notConfigured(pluginId: string): AppError {
  return new AppError(
    'CHANNEL_NOT_CONFIGURED',
    `The ${pluginId} channel is not configured on this server: an administrator must set its app secret and verify token in the plugin's settings.`,
  );
}

function inboundRequest(ctx: RouteContext<unknown, unknown, unknown>, method: 'GET' | 'POST'): InboundRequest {
  return {
    method,
    headers: ctx.http.headers,
    query: ctx.http.query,
    rawBody: ctx.rawBody ?? new Uint8Array(),
  };
}
