import type { EntityManager } from '@mikro-orm/sql';
import type { ChannelPlugin, FlowRuntimePort, InboundRequest, StoredBatch, WebhookContext } from '@chatmill/sdk';
import type { Logger } from '../../logger.ts';
import type { FlowChannels } from '../flowChannels.ts';

export interface WebhookIntake {
  channels: FlowChannels;
  channel: ChannelPlugin;
  pluginId: string;
  logger: Logger;
  flows: FlowRuntimePort;
}

/**
 * A verified request's events, parsed by the adapter and stored in one transaction under the
 * account that owns each channel account; then the adapter's `afterStore`, outside it (the
 * events are committed: a failure there must not lose them nor make the platform send them again).
 */
export async function storeWebhookEvents(intake: WebhookIntake, request: InboundRequest, context: WebhookContext) {
  const { adapter, webhook } = intake.channel;
  const batches = await adapter.parseWebhook!(request, context);
  const stored: StoredBatch[] = [];
  const total = await context.em.transactional(async (tx) => {
    const counts = { accepted: 0, duplicates: 0, ignored: 0 };
    for (const batch of batches) {
      const accountId = await webhook!.ownerOf(tx, batch.channelAccountId);
      if (accountId === null || !(await pluginOnFor(tx, intake.channels, intake.pluginId, accountId))) {
        counts.ignored += batch.events.length;
        continue;
      }
      const key = { accountId, channel: adapter.channel, channelAccountId: batch.channelAccountId };
      const { accepted, duplicates } = await intake.flows.receive(tx, key, batch.events);
      counts.accepted += accepted;
      counts.duplicates += duplicates;
      stored.push({ ...batch, accountId });
    }
    return counts;
  });
  if (adapter.afterStore && stored.length) {
    try {
      await adapter.afterStore(stored, context);
    } catch (error) {
      intake.logger.warn('channel afterStore failed; the events are stored', { pluginId: intake.pluginId, error });
    }
  }
  return total;
}

/** Whether the brand of the account switched the channel's plugin on (resellers switch plugins per brand). */
async function pluginOnFor(em: EntityManager, channels: FlowChannels, pluginId: string, accountId: number): Promise<boolean> {
  const [row] = await em.execute<{ brand_id: number }[]>(`select "brand_id" from "account" where "id" = :accountId`, { accountId });
  if (!row) return false;
  return (await channels.enabled(em, row.brand_id)).some((entry) => entry.pluginId === pluginId);
}
