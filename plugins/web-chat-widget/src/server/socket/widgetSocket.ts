import {
  AppError,
  defineSocket,
  type ChannelAccountKey,
  type EntityManager,
  type SocketContext,
  type SocketConnection,
  type SocketSession,
} from '@chatmill/sdk';
import { originAllowed } from '../../common/domains.ts';
import { publicPaths, widgetChannel } from '../../common/ids.ts';
import { widgetCloseCodes, type WireMessage } from '../../common/protocol.ts';
import { WidgetAccountSchema, type WidgetAccount } from '../entities/WidgetAccount.ts';
import { lookOf } from '../services/widgetView.ts';
import { widgetLanguage } from '../services/scriptTexts.ts';
import { messageTime, noticeOf, recentMessages, recordMessage, visitorChannel, type TranscriptNotice } from '../services/transcript.ts';
import { ShownMessages } from './shownMessages.ts';
import { historySize } from '../../common/limits.ts';
import { issueVisitorToken, verifyVisitorToken } from '../services/visitorId.ts';
import { openVisitorSecret } from '../services/visitorSecret.ts';
import { clientMessage, deliveryEvent, openedEvent, readEvent, visitorEvent, visitorText, type VisitorSays } from './clientMessages.ts';
import { visitorProfile, type VisitorProfile } from '../services/visitorProfile.ts';

const widgetIdPattern = /^[A-Za-z0-9_-]{8,40}$/;

/** A live widget by its public id; deleted widgets answer no one. */
function findWidget(em: EntityManager, widgetId: string): Promise<WidgetAccount | null> {
  return em.findOne(WidgetAccountSchema, { widgetId, deletedAt: null });
}

/**
 * `wss://<host>/api/web-chat-widget/socket?widgetId=…&visitor=…`: the widget's channel. A page
 * whose Origin is not one of the widget's domains is refused (close 4403, with the reason).
 * The visitor gets a signed id (kept by the script in localStorage), the widget's look and the
 * last 50 messages; what they send becomes a canonical event handed to the flow runtime in the
 * same transaction as the transcript row; what flows send them arrives as a notice on their
 * channel (from any web process) that carries the message, or upon which the socket reads what
 * it has not shown (ShownMessages says which).
 */
export const widgetSocket = defineSocket({
  path: publicPaths.socket,
  summary: "A website visitor's chat with a widget",
  maxMessageBytes: 8 * 1024,
  maxMessagesPer10s: 20,
  connect: async (handshake, socket) => {
    const widgetId = handshake.query.widgetId ?? '';
    if (!widgetIdPattern.test(widgetId)) return { refuse: { code: widgetCloseCodes.badRequest, reason: 'The widget script needs a data-widget-id.' } };
    const widget = await findWidget(handshake.em, widgetId);
    if (!widget) return { refuse: { code: widgetCloseCodes.unknownWidget, reason: 'No chat widget has this id.' } };
    if (!originAllowed(handshake.origin, widget.domains)) {
      return {
        refuse: {
          code: widgetCloseCodes.foreignOrigin,
          reason: `This site (${(handshake.origin ?? 'unknown').slice(0, 60)}) is not on the widget's list of domains.`,
        },
      };
    }

    const secret = openVisitorSecret(handshake.vault, widget);
    const known = verifyVisitorToken(secret, widgetId, handshake.query.visitor);
    const issued = known ? null : issueVisitorToken(secret, widgetId);
    const visitorId = known ?? issued!.visitorId;
    const history = await recentMessages(handshake.em, widgetId, visitorId);
    const key: ChannelAccountKey = { accountId: widget.accountId, channel: widgetChannel, channelAccountId: widgetId };
    // The script's own words in the page's language (`lang`), and which way to lay them out.
    const language = widgetLanguage(handshake.query.lang);
    socket.send({ type: 'ready', visitor: issued?.token ?? handshake.query.visitor!, look: lookOf(widget), language, history });
    // What flows sent while the visitor was away has reached them now.
    const delivered = history.filter((m) => m.from === 'bot').map((m) => m.id);
    if (delivered.length) await handshake.flows.receive(handshake.em, key, [deliveryEvent(visitorId, delivered, new Date())]);
    return new VisitorSession(socket, key, visitorId, history.at(-1)?.id ?? 0, visitorProfile(handshake.query.lang, handshake.query.tz));
  },
});

/** One open socket of one visitor. The host calls it one message at a time. */
class VisitorSession implements SocketSession {
  readonly channels: readonly string[];
  readonly #socket: SocketConnection;
  readonly #key: ChannelAccountKey;
  readonly #visitorId: string;
  /** The messages this socket has shown. */
  readonly #shown: ShownMessages;
  /** The browser's language and time zone, carried by what the visitor does, so flows speak their time. */
  readonly #profile: VisitorProfile | undefined;

  constructor(socket: SocketConnection, key: ChannelAccountKey, visitorId: string, shownUpTo: number, profile: VisitorProfile | undefined) {
    this.#profile = profile;
    this.#socket = socket;
    this.#key = key;
    this.#visitorId = visitorId;
    this.channels = [visitorChannel(key.channelAccountId, visitorId)];
    this.#shown = new ShownMessages(shownUpTo);
  }

  async onMessage(raw: Record<string, unknown>, ctx: SocketContext): Promise<void> {
    const parsed = clientMessage.safeParse(raw);
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'This message is not understood.');
    const message = parsed.data;
    const now = new Date();
    // What the visitor says is refused by its own insert when the widget is gone (#visitorSays).
    if (message.type === 'opened' || message.type === 'read') {
      if (!(await findWidget(ctx.em, this.#key.channelAccountId))) return this.#removed();
    }
    switch (message.type) {
      case 'message':
      case 'postback':
      case 'quickReply':
        return this.#visitorSays(message, ctx, now);
      case 'opened':
        await ctx.flows.receive(ctx.em, this.#key, [openedEvent(this.#visitorId, now, this.#profile)]);
        return;
      case 'read': {
        const watermark = await messageTime(ctx.em, this.#key.channelAccountId, this.#visitorId, message.upTo);
        if (watermark) await ctx.flows.receive(ctx.em, this.#key, [readEvent(this.#visitorId, message.upTo, new Date(watermark.getTime() + 1), now)]);
        return;
      }
    }
  }

  /**
   * A flow (or another tab of this visitor) added to the transcript: show what is new, from the
   * notice when it can tell, else from the transcript's latest 100 messages (as many as a read
   * of what followed the last one shown took before).
   */
  async onPublished(notice: Record<string, unknown>, ctx: SocketContext): Promise<void> {
    const fresh =
      this.#shown.fromNotice(notice as unknown as TranscriptNotice) ??
      this.#shown.unseen(await recentMessages(ctx.em, this.#key.channelAccountId, this.#visitorId, 2 * historySize));
    if (!fresh.length) return;
    for (const message of fresh) this.#shown.add(message.id);
    this.#socket.send({ type: 'messages', messages: fresh });
    const delivered = fresh.filter((m) => m.from === 'bot').map((m) => m.id);
    if (delivered.length) await ctx.flows.receive(ctx.em, this.#key, [deliveryEvent(this.#visitorId, delivered, new Date())]);
  }

  #removed(): void {
    this.#socket.close(widgetCloseCodes.unknownWidget, 'This chat widget was removed.');
  }

  /** The transcript row and the runtime's inbound event in one transaction: both or neither. */
  async #visitorSays(message: VisitorSays, ctx: SocketContext, now: Date): Promise<void> {
    const entry = { accountId: this.#key.accountId, widgetId: this.#key.channelAccountId, visitorId: this.#visitorId };
    const recorded = await ctx.em.transactional(async (tx) => {
      const row = await recordMessage(tx, {
        ...entry,
        sender: 'visitor',
        body: { kind: 'visitor', text: visitorText(message), clientId: message.id },
        dedupeKey: `in:${message.id}`,
      });
      if (row) await ctx.flows.receive(tx, this.#key, [visitorEvent(this.#visitorId, message, now, this.#profile)]);
      return row;
    });
    if (!recorded) return this.#removed();
    // Every tab of this visitor (this one included) shows the message with its transcript id.
    await ctx.sockets.publish(this.channels[0]!, { ...noticeOf(recorded) });
  }
}
