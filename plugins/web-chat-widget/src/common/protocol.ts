/**
 * The widget's wire format: what the embed script and the widget socket say to each other, and
 * the shape the adapter renders a flow's messages into. Types only (and a few constants), so
 * the embed script imports it at no cost.
 */

/** A button the script draws: a postback comes back as a click; a link opens (https, tel:, mailto: only). */
export type WidgetButton = { type: 'postback'; title: string; payload: string } | { type: 'link'; title: string; href: string };

export interface WidgetCard {
  title: string;
  subtitle?: string;
  imageUrl?: string;
  buttons: WidgetButton[];
}

/** A flow's message as the script draws it (the adapter's `Rendered`). */
export type WidgetRendered =
  | { kind: 'text'; text: string }
  | { kind: 'buttons'; text: string; buttons: WidgetButton[] }
  | { kind: 'quickReplies'; text: string; replies: { title: string; payload: string }[] }
  | { kind: 'carousel'; cards: WidgetCard[] }
  | { kind: 'media'; media: 'image' | 'video' | 'file'; url: string; caption?: string };

/** What the visitor said, as the transcript shows it. */
export interface VisitorSaid {
  kind: 'visitor';
  text: string;
}

export interface WireMessage {
  /** Increasing per widget: the script keeps the highest it has seen. */
  id: number;
  from: 'bot' | 'visitor';
  at: string;
  body: WidgetRendered | VisitorSaid;
  /** On the visitor's own messages: the id their script gave it, so the script replaces its pending copy. */
  clientId?: string;
}

/** The widget's look, sent when the socket opens. */
export interface WidgetLook {
  title: string;
  tagline: string;
  primaryColor: string;
  textColor: string;
  placement: 'right' | 'left';
  openDelaySeconds: number;
  embedMode: 'bubble' | 'iframe';
  logoUrl: string | null;
  faviconUrl: string | null;
}

/** Which way the widget is laid out: right to left for Arabic, Hebrew, Persian and Urdu. */
export type TextDirection = 'ltr' | 'rtl';

/**
 * The script's own words in the visitor's language, sent with 'ready': the `script` section of
 * the plugin's catalogue for the best matching locale (missing keys filled from en-US), flat,
 * plural forms as i18next names them (`unread_one`, `unread_few`…). The script keeps English
 * built in for any key it lacks, so it never bundles a catalogue.
 */
export interface WidgetLanguage {
  /** The catalogue's locale the texts are from (`ar`, `fr-FR`, `en-US`): their plural rules and `lang`. */
  locale: string;
  /** From the page's language itself, so a Hebrew page mirrors even before Hebrew texts exist. */
  dir: TextDirection;
  texts: Record<string, string>;
}

/**
 * The query the script opens the socket with (its hello): the widget, the visitor's token
 * once it has one, and the page's language (`<html lang>`, else the browser's first language),
 * a BCP 47 tag; the server answers English for a missing, malformed or unknown one.
 */
export interface WidgetSocketQuery {
  widgetId: string;
  visitor?: string;
  lang?: string;
  /** The browser's IANA time zone, so flows tell the visitor's date and time. */
  tz?: string;
}

/** Longest language tag the socket reads (BCP 47 tags in use are far shorter). */
export const maxLanguageTag = 35;

/** Server to script. */
export type ServerMessage =
  /** The visitor's signed id (kept in localStorage), the look, the script's words, and the last messages. */
  | { type: 'ready'; visitor: string; look: WidgetLook; language: WidgetLanguage; history: WireMessage[] }
  | { type: 'messages'; messages: WireMessage[] }
  | { type: 'error'; code: string; message: string };

/** Script to server. `id` is a uuid the script makes per message, so a re-send after a reconnect has one effect. */
export type ClientMessage =
  | { type: 'message'; id: string; text: string }
  | { type: 'postback'; id: string; payload: string; title: string }
  | { type: 'quickReply'; id: string; payload: string; text: string }
  /** The visitor opened the chat for the first time (a welcome flow may answer). */
  | { type: 'opened' }
  /** The visitor has seen everything up to `upTo` (a message id). */
  | { type: 'read'; upTo: number };

/** Close codes of the widget socket; the script stops reconnecting on the `final` ones. */
export const widgetCloseCodes = {
  /** The page's site is not on the widget's list of domains. */
  foreignOrigin: 4403,
  /** No widget has this id (or it was deleted). */
  unknownWidget: 4404,
  badRequest: 4400,
} as const;

export const finalCloseCodes: readonly number[] = [
  widgetCloseCodes.foreignOrigin,
  widgetCloseCodes.unknownWidget,
  widgetCloseCodes.badRequest,
  4008 /* too many messages */,
];

/** Longest text a visitor may send. */
export const maxVisitorText = 2000;
