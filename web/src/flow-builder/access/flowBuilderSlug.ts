import type { FlowChannel } from '../../../../sdk/src/flows/flowChannel.ts';
import type { PluginInfo } from '../../api/types';

/**
 * The flow-builder route of each channel (spec 2, 2): the permission slug the editor needs
 * create and edit on is the slug of the channel plugin's route at this path. The server's own
 * flow routes check the channel plugin's `flowSlug`, which is the same slug.
 */
export const flowBuilderPaths: Readonly<Record<FlowChannel, readonly string[]>> = {
  messenger: ['/social-media-automations/build'],
  whatsapp: ['/whatsapp/flows'],
  telegram: ['/telegram/flows'],
  gmb: ['/gmb/flows'],
  widget: ['/web-chat-widget/flow-builder'],
  omnichannel: ['/omni-channel/write', '/omni-channel'],
  email: ['/email-marketing/flows', '/email/flows'],
  funnels: ['/funnels/flows', '/funnels'],
};

/**
 * The flow-builder slug of a flow: the one the server names (when its answer carries
 * `flowSlug`), else the slug of the plugin route of the channel's flow builder. Null when
 * neither is known: the user cannot open the editor for it.
 */
export function flowBuilderSlug(flow: { channel: FlowChannel; flowSlug?: string | undefined }, plugins: readonly PluginInfo[]): string | null {
  if (flow.flowSlug) return flow.flowSlug;
  const routes = plugins.flatMap((plugin) => plugin.web?.routes ?? []);
  for (const path of flowBuilderPaths[flow.channel]) {
    const exact = routes.find((route) => route.path === path);
    if (exact) return exact.slug;
    const inside = routes.find((route) => route.path.includes(path));
    if (inside) return inside.slug;
  }
  return null;
}
