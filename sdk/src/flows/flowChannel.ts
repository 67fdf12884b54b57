import { z } from 'zod';

/**
 * The kinds of flow (spec 2, 1 and 2): one per channel, plus omni-channel flows whose threads
 * run on several channels, and email and funnel flows. Messenger flows serve the page's
 * Instagram account too (the spec's "fb/ig").
 */
export const flowChannels = ['messenger', 'whatsapp', 'telegram', 'gmb', 'widget', 'omnichannel', 'email', 'funnels'] as const;
export const flowChannel = z.enum(flowChannels);
export type FlowChannel = z.output<typeof flowChannel>;

/** The channels a thread of an omni-channel flow can run on (splitter and converger join them). */
export const threadChannels = ['messenger', 'whatsapp', 'telegram', 'gmb', 'widget'] as const satisfies readonly FlowChannel[];
export type ThreadChannel = (typeof threadChannels)[number];

/** Spec 2, 2: the flow-builder create paths and the channel each one makes flows for. */
export const createPathChannels: Readonly<Record<string, FlowChannel>> = {
  whatsapp: 'whatsapp',
  'fb/ig': 'messenger',
  gmb: 'gmb',
  email: 'email',
  'omnichannel-utility': 'omnichannel',
  telegram: 'telegram',
  funnels: 'funnels',
  widget: 'widget',
};
