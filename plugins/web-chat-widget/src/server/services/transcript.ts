import { executePrepared, type EntityManager } from '@chatmill/sdk';
import { historySize } from '../../common/limits.ts';
import type { VisitorSaid, WidgetRendered, WireMessage } from '../../common/protocol.ts';

/**
 * The widget's transcript: every message a flow sent a visitor and every message the visitor
 * sent, in `web_chat_widget_message`. The socket reads it to give a (re)connecting visitor what
 * they missed, and to push what is new when a notice cannot carry it (`noticeOf`); each row is written once per `dedupeKey`, so a send job
 * that is retried, or a visitor's message sent again after a reconnect, is one row.
 * The tenant is the widget's account, which the caller took from the widget row.
 */

interface Row {
  id: string | number;
  sender: 'bot' | 'visitor';
  body: WidgetRendered | (VisitorSaid & { clientId?: string });
  created_at: Date | string;
}

export interface TranscriptEntry {
  accountId: number;
  widgetId: string;
  visitorId: string;
}

/** A message as stored: what the visitor is shown, whether this call stored it, and the visitor's message before it. */
export interface RecordedMessage {
  id: number;
  inserted: boolean;
  message: WireMessage;
  /** The visitor's message before this one among those committed when it was stored; null for their first. */
  previousId: number | null;
}

/**
 * Stores a message once; answers it as the visitor sees it, whether this call stored it (false:
 * it was there already), and the visitor's message before it. Null when the widget is deleted:
 * checked by the insert itself, so a message never lands on a widget removed a moment before.
 */
export async function recordMessage(
  em: EntityManager,
  entry: TranscriptEntry & { sender: 'bot' | 'visitor'; body: WidgetRendered | (VisitorSaid & { clientId?: string }); dedupeKey: string },
): Promise<RecordedMessage | null> {
  // Prepared: it runs twice for every message a visitor sends (theirs, the bot's answer). Values in a select list need their types.
  const rows = await executePrepared<Array<Row & { inserted: boolean; previous_id: string | number | null }>>(
    em,
    `with "stored" as (
       insert into "web_chat_widget_message" ("account_id", "widget_id", "visitor_id", "sender", "body", "dedupe_key")
         select cast(:accountId as int), cast(:widgetId as varchar), cast(:visitorId as varchar), cast(:sender as varchar), cast(:body as jsonb), cast(:dedupeKey as varchar)
         where exists (select 1 from "web_chat_widget_account" where "widget_id" = :widgetId and "account_id" = :accountId and "deleted_at" is null)
         on conflict ("widget_id", "dedupe_key") do update set "dedupe_key" = excluded."dedupe_key"
         returning "id", "sender", "body", "created_at", (xmax = 0) as "inserted"
     )
     select "stored".*, (select max(m."id") from "web_chat_widget_message" m
                         where m."widget_id" = :widgetId and m."visitor_id" = :visitorId and m."id" < "stored"."id") as "previous_id"
     from "stored"`,
    { ...entry, body: JSON.stringify(entry.body) },
  );
  const row = rows[0];
  if (!row) return null;
  return { id: Number(row.id), inserted: row.inserted === true, message: toWire(row), previousId: row.previous_id === null ? null : Number(row.previous_id) };
}

/**
 * What a socket of the visitor is told when a message was stored: the message itself and the
 * visitor's one before it, so a socket that has shown that one shows this without reading the
 * transcript. A message too big for a notice (PostgreSQL's NOTIFY takes 8,000 bytes) goes
 * without: the socket reads what it has not shown.
 */
export interface TranscriptNotice {
  type: 'new';
  message?: WireMessage;
  previousId?: number | null;
}

const maxNoticeMessageBytes = 6_000;

export function noticeOf(recorded: RecordedMessage): TranscriptNotice {
  const fits = Buffer.byteLength(JSON.stringify(recorded.message)) <= maxNoticeMessageBytes;
  return fits ? { type: 'new', message: recorded.message, previousId: recorded.previousId } : { type: 'new' };
}

/** The visitor's last `limit` messages, oldest first. */
export async function recentMessages(em: EntityManager, widgetId: string, visitorId: string, limit = historySize): Promise<WireMessage[]> {
  const rows = (await em.execute(
    `select "id", "sender", "body", "created_at" from "web_chat_widget_message"
       where "widget_id" = :widgetId and "visitor_id" = :visitorId order by "id" desc limit :limit`,
    { widgetId, visitorId, limit },
  )) as unknown as Row[];
  return rows.reverse().map(toWire);
}

/** When message `id` of this visitor was written (the watermark of a read receipt); null if there is no such message. */
export async function messageTime(em: EntityManager, widgetId: string, visitorId: string, id: number): Promise<Date | null> {
  const rows = (await em.execute(
    `select "created_at" from "web_chat_widget_message" where "widget_id" = :widgetId and "visitor_id" = :visitorId and "id" = :id`,
    { widgetId, visitorId, id },
  )) as unknown as Array<{ created_at: Date | string }>;
  return rows[0] ? new Date(rows[0].created_at) : null;
}

function toWire(row: Row): WireMessage {
  const body = typeof row.body === 'string' ? (JSON.parse(row.body) as Row['body']) : row.body;
  const { clientId, ...said } = body as VisitorSaid & { clientId?: string };
  const message: WireMessage = {
    id: Number(row.id),
    from: row.sender,
    at: new Date(row.created_at).toISOString(),
    body: row.sender === 'visitor' ? said : body,
  };
  return clientId ? { ...message, clientId } : message;
}

/** The socket channel of one visitor of one widget: every tab they have open listens on it. */
export function visitorChannel(widgetId: string, visitorId: string): string {
  return `visitor:${widgetId}:${visitorId}`;
}
