import type { ChannelPlugin, UsagePort } from '@chatmill/sdk';

/**
 * Flows count against their channel's flow limit (spec 2, 9; the plugin's `flowFeatureId`):
 * create, clone, import and undoing a delete take a use, a delete gives it back. The channel
 * is only known once the flow or the body is read, so the routes cannot declare `feature`;
 * this does what the host does for those that can: reserve first (refusing with the spec's
 * texts), and give the use back if the work then fails.
 */
export async function countedFlow<T>(usage: UsagePort, channel: ChannelPlugin, work: () => Promise<T>): Promise<T> {
  const feature = channel.flowFeatureId;
  if (feature === undefined) return work();
  await usage.reserve(feature);
  try {
    return await work();
  } catch (error) {
    await usage.release(feature);
    throw error;
  }
}

/** A flow deleted: its use comes back. */
export async function releaseFlow(usage: UsagePort, channel: ChannelPlugin): Promise<void> {
  if (channel.flowFeatureId !== undefined) await usage.release(channel.flowFeatureId);
}
