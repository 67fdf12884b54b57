import { executePrepared, type ChannelPlugin, type EntityManager } from '@chatmill/sdk';
import type { WidgetRendered } from '../../common/protocol.ts';
import { featureIds } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { widgetAdapter } from './widgetAdapter.ts';

interface LiveWidget {
  welcome_flow_id: number | null;
  default_reply_flow_id: number | null;
}

/**
 * The widget's flow settings if it is not deleted. A prepared statement rather than the entity:
 * the runtime asks for the account before every reply it sends, and the entity's load (hydrated,
 * then checked for changes at every flush of the step's transaction) cost more than the read.
 */
async function liveWidget(em: EntityManager, accountId: number, widgetId: string): Promise<LiveWidget | null> {
  const [row] = await executePrepared<LiveWidget[]>(
    em,
    `select "welcome_flow_id", "default_reply_flow_id" from "web_chat_widget_account" where "account_id" = :accountId and "widget_id" = :widgetId and "deleted_at" is null`,
    { accountId, widgetId },
  );
  return row ?? null;
}

/** The widget as a channel of the flow runtime (`definePlugin({ channel })`). */
export const widgetChannelPlugin: ChannelPlugin<WidgetRendered> = {
  adapter: widgetAdapter,
  async account(em, accountId, widgetId) {
    const widget = await liveWidget(em, accountId, widgetId);
    // Nothing secret is needed to send: the transcript and the sockets are the product's own.
    return widget ? { accountId, channelAccountId: widgetId, credentials: {} } : null;
  },
  flowSlug: permissionSlugs.flowBuilder,
  flowFeatureId: featureIds.widgetFlows,
  async defaults(em, accountId, widgetId) {
    const widget = await liveWidget(em, accountId, widgetId);
    return { welcomeFlowId: widget?.welcome_flow_id ?? null, defaultReplyFlowId: widget?.default_reply_flow_id ?? null };
  },
  home: {
    accountsUrl: '/web-chat-widget/accounts',
    slug: permissionSlugs.accounts,
    flowsUrl: '/web-chat-widget/flow-builder',
    async accounts(em, accountId) {
      const rows = await executePrepared<{ widget_id: string; name: string }[]>(
        em,
        `select "widget_id", "name" from "web_chat_widget_account" where "account_id" = :accountId and "deleted_at" is null order by "id"`,
        { accountId },
      );
      // A widget needs no platform's consent: a live one answers on its sites.
      return rows.map((row) => ({ id: row.widget_id, name: row.name, connected: true }));
    },
  },
};
