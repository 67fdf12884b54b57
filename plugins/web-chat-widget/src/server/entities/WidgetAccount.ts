import { defineEntity, p, type InferEntity } from '@chatmill/sdk';
import type { EmbedMode, Placement } from '../../common/limits.ts';

/** A web chat widget (spec 2, 3 "Web widget"): one embeddable chat, its look, its sites and its default flows. */
export const WidgetAccountSchema = defineEntity({
  name: 'WebChatWidgetAccount',
  tableName: 'web_chat_widget_account',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    /** Public and unguessable: the embed snippet carries it; the flows of this widget name it as their channel account. */
    widgetId: p.string(),
    name: p.string(),
    title: p.string(),
    tagline: p.string().default(''),
    primaryColor: p.string(),
    textColor: p.string(),
    placement: p.string().$type<Placement>(),
    openDelaySeconds: p.integer().default(0),
    embedMode: p.string().$type<EmbedMode>(),
    /** Origins such as https://shop.example.com, compared with the socket's Origin header. */
    domains: p.json<string[]>(),
    faviconUrl: p.string().nullable(),
    logoUrl: p.string().nullable(),
    welcomeFlowId: p.integer().nullable(),
    defaultReplyFlowId: p.integer().nullable(),
    /** Signs visitor ids (HMAC-SHA256); never leaves the server. */
    visitorSecret: p.string().hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** Deleted widgets stay for undo; their sockets are refused. */
    deletedAt: p.datetime().nullable(),
  },
});
export type WidgetAccount = InferEntity<typeof WidgetAccountSchema>;
