import type { ChannelPlugin, EntityManager } from '@chatmill/sdk';
import type { WidgetRendered } from '../../common/protocol.ts';
import { featureIds } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { WidgetAccountSchema } from '../entities/WidgetAccount.ts';
import { widgetAdapter } from './widgetAdapter.ts';

const liveWidget = (em: EntityManager, accountId: number, widgetId: string) => em.findOne(WidgetAccountSchema, { accountId, widgetId, deletedAt: null });

/** The widget as a channel of the flow runtime (`definePlugin({ channel })`). */
export const widgetChannelPlugin: ChannelPlugin<WidgetRendered> = {
  adapter: widgetAdapter,
  async account(em, accountId, widgetId) {
    const widget = await liveWidget(em, accountId, widgetId);
    // Nothing secret is needed to send: the transcript and the sockets are the product's own.
    return widget ? { accountId, channelAccountId: widget.widgetId, credentials: {} } : null;
  },
  flowSlug: permissionSlugs.flowBuilder,
  flowFeatureId: featureIds.widgetFlows,
  async defaults(em, accountId, widgetId) {
    const widget = await liveWidget(em, accountId, widgetId);
    return { welcomeFlowId: widget?.welcomeFlowId ?? null, defaultReplyFlowId: widget?.defaultReplyFlowId ?? null };
  },
};
