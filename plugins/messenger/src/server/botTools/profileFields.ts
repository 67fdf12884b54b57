import type { z } from 'zod';
import type { BotToolKind } from '../../common/botToolLimits.ts';
import {
  getStartedDraft,
  iceBreakersDraft,
  persistentMenuDraft,
  welcomeMessageDraft,
  type GetStartedDraft,
  type IceBreakersDraft,
  type PersistentMenuDraft,
  type WelcomeMessageDraft,
} from '../../common/schemas/botTools.ts';

/** The Messenger Profile API's fields the tools set (`POST /me/messenger_profile`) and remove (`DELETE` with `fields`). */
export type ProfileField = 'persistent_menu' | 'greeting' | 'ice_breakers' | 'get_started';

/** A place in a draft that starts a flow: named for the refusal when its flow cannot be started. */
export interface FlowButton {
  where: string;
  flowId: number;
}

/**
 * One tool: its Messenger Profile field, its draft's schema, the buttons in it that start a flow,
 * and its value in Meta's wire format once each flow is its postback id (`payload`).
 */
export interface BotToolDefinition<D> {
  kind: BotToolKind;
  field: ProfileField;
  draft: z.ZodType<D, unknown>;
  buttons(draft: D): FlowButton[];
  value(draft: D, payload: (flowId: number) => string): unknown;
}

export const persistentMenuTool: BotToolDefinition<PersistentMenuDraft> = {
  kind: 'persistentMenu',
  field: 'persistent_menu',
  draft: persistentMenuDraft,
  buttons: (draft) =>
    draft.menus.flatMap((menu) => menu.items.flatMap((item) => (item.type === 'postback' ? [{ where: item.title, flowId: item.flowId }] : []))),
  value: (draft, payload) =>
    draft.menus.map((menu) => ({
      locale: menu.locale,
      composer_input_disabled: menu.composerInputDisabled,
      call_to_actions: menu.items.map((item) =>
        item.type === 'postback'
          ? { type: 'postback', title: item.title, payload: payload(item.flowId) }
          : { type: 'web_url', title: item.title, url: item.url, webview_height_ratio: 'full' },
      ),
    })),
};

export const welcomeMessageTool: BotToolDefinition<WelcomeMessageDraft> = {
  kind: 'welcomeMessage',
  field: 'greeting',
  draft: welcomeMessageDraft,
  buttons: () => [],
  value: (draft) => draft.greetings.map((greeting) => ({ locale: greeting.locale, text: greeting.text })),
};

export const iceBreakersTool: BotToolDefinition<IceBreakersDraft> = {
  kind: 'iceBreakers',
  field: 'ice_breakers',
  draft: iceBreakersDraft,
  buttons: (draft) => draft.locales.flatMap((set) => set.questions.map((q) => ({ where: q.question, flowId: q.flowId }))),
  // Meta's current format (the old flat list of {question, payload} is deprecated): one object per locale.
  value: (draft, payload) =>
    draft.locales.map((set) => ({
      locale: set.locale,
      call_to_actions: set.questions.map((q) => ({ question: q.question, payload: payload(q.flowId) })),
    })),
};

export const getStartedTool: BotToolDefinition<GetStartedDraft> = {
  kind: 'getStarted',
  field: 'get_started',
  draft: getStartedDraft,
  buttons: (draft) => [{ where: 'Get started', flowId: draft.flowId }],
  value: (draft, payload) => ({ payload: payload(draft.flowId) }),
};
