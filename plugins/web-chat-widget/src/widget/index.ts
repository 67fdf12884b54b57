import type { ServerMessage, WidgetLook, WidgetSocketQuery } from '../common/protocol.ts';
import { ChatView } from './chatView.ts';
import { Connection } from './connection.ts';
import { uuid } from './dom.ts';
import { browserTimeZone, pageLanguage } from './pageLanguage.ts';
import { Words } from './texts.ts';

/**
 * The embed script: `<script src="https://<host>/api/web-chat-widget/widget.js" data-widget-id="…" async></script>`.
 * It connects to the widget socket on the server it was loaded from, saying the page's language;
 * the server answers with the widget's look, the script's words in that language (and whether it
 * is written right to left) and the transcript, and only then is anything drawn, so a page on a site
 * that is not on the widget's list of domains shows nothing (the reason is in the console).
 */
const script = document.currentScript as HTMLScriptElement | null;
const widgetId = script?.dataset.widgetId;
if (!script || !widgetId) {
  console.warn('Chat widget: add data-widget-id to the script tag.');
} else {
  const server = new URL(script.src, location.href);
  const query = { widgetId, lang: pageLanguage(), tz: browserTimeZone() } satisfies WidgetSocketQuery;
  const url = `${server.protocol === 'https:' ? 'wss' : 'ws'}://${server.host}/api/web-chat-widget/socket?${new URLSearchParams(query)}`;
  let view: ChatView | null = null;

  const connection = new Connection(url, widgetId, {
    message: (message: ServerMessage) => {
      if (message.type === 'ready') {
        // An uploaded logo is a path on the widget's server (`/files/<id>`), not on the site showing it.
        view ??= mount(
          script,
          { ...message.look, logoUrl: message.look.logoUrl ? new URL(message.look.logoUrl, server).href : null },
          new Words(message.language),
        );
        view.setHistory(message.history);
      } else if (message.type === 'messages') {
        connection.confirm(message.messages.flatMap((m) => (m.clientId ? [m.clientId] : [])));
        view?.addMessages(message.messages);
      } else if (message.type === 'error') {
        console.warn(`Chat widget: ${message.message}`);
      }
    },
    online: (online) => view?.setOnline(online),
    refused: (reason) => console.warn(`Chat widget: ${reason}`),
  });

  /** Draws the chat once the server said how it looks. */
  const mount = (anchor: HTMLScriptElement, look: WidgetLook, words: Words): ChatView => {
    const actions = {
      say: (text: string) => {
        const id = uuid();
        view?.addPending(id, text);
        connection.send({ type: 'message', id, text });
      },
      postback: (payload: string, title: string) => {
        const id = uuid();
        view?.addPending(id, title);
        connection.send({ type: 'postback', id, payload, title });
      },
      quickReply: (payload: string, text: string) => {
        const id = uuid();
        view?.addPending(id, text);
        connection.send({ type: 'quickReply', id, payload, text });
      },
      opened: () => connection.send({ type: 'opened' }),
      read: (upTo: number) => connection.send({ type: 'read', upTo }),
    };
    if (look.embedMode === 'iframe') {
      // The frame's document is about:srcdoc, same-origin with the page: the socket's Origin stays the site's.
      const frame = document.createElement('iframe');
      frame.title = look.title;
      frame.style.cssText = 'width:100%;height:520px;border:0;display:block';
      const body = document.createElement('div');
      body.style.height = '100%';
      const chat = new ChatView(body, look, words, true, actions);
      frame.srcdoc = '<!doctype html><html><body style="margin:0;height:100vh"></body></html>';
      frame.addEventListener('load', () => frame.contentDocument?.body.append(frame.contentDocument.adoptNode(body)), { once: true });
      const target = anchor.dataset.target ? document.querySelector(anchor.dataset.target) : null;
      if (target) target.append(frame);
      else anchor.after(frame);
      return chat;
    }
    const host = document.createElement('div');
    host.setAttribute('data-chatmill-widget', widgetId);
    document.body.append(host);
    const chat = new ChatView(host.attachShadow({ mode: 'open' }), look, words, false, actions);
    openAfterDelay(chat, look.openDelaySeconds, widgetId);
    return chat;
  };
}

/** Opens the chat by itself after the widget's delay, once per browser session, unless the visitor already did. */
function openAfterDelay(chat: ChatView, seconds: number, id: string): void {
  if (seconds <= 0) return;
  const key = `chatmill-widget-opened:${id}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // No session storage: open it anyway.
  }
  setTimeout(() => {
    if (!chat.isOpen) chat.open();
  }, seconds * 1000);
}
